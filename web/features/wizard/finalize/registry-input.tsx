import { useId, useState, type ReactNode } from 'react';
import { attention } from '@web/lib/attention';
import type { FieldOption, FieldSpec } from '@core/fields/types';
import { getAt, parentRecord, textAt } from '@core/fields/paths';
import { formatProblem } from '@core/fields/format-problem';
import { FieldFrame, controlClasses, splitFieldProps } from '@web/components/ui/field-frame';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { registryProps } from '@web/components/registry-field/registry-props';
import { fieldDomId } from '@web/components/registry-field/field-id';
import { cn } from '@web/lib/cn';
import {
  BLANK_ANSWER_MESSAGE,
  useBlankAnswers,
  useRevealErrors,
} from '@web/components/registry-field/reveal-errors';

type RegistryInputProps = {
  spec: FieldSpec;
  /** The record the key addresses (the draft). */
  root: unknown;
  required?: boolean;
  today: Date;
  onChange: (value: unknown) => void;
  className?: string;
  /** Inside the group's fieldset: the short label (« Nom » under « Le modèle »). */
  short?: boolean;
  /** An error found elsewhere (a birth date checked with the signing day); wins over the format rule. */
  error?: string;
  /** Help replacing the spec's (the minor notice under a birth date). */
  hint?: ReactNode;
  /** Choices replacing the spec's (durations offered after the grant's mode). */
  options?: readonly FieldOption[];
  /** A select's first, empty choice; none for a select that always holds a value. */
  placeholderOption?: string | null;
};

/**
 * One answer rendered from its registry spec, bound to the draft by its key:
 * id, label, limit, keyboard, help, and the French format rule shown as the field's error once
 * the field has been left (at once for a wrong value kept from before), then at each keystroke.
 * The wizard's steps and the finalisation page both render their fields with it.
 */
export function RegistryInput(props: RegistryInputProps) {
  const {
    spec,
    root,
    required,
    today,
    onChange,
    className,
    short,
    error: outside,
    hint,
    options,
    placeholderOption = 'Choisir…',
  } = props;
  const value = textAt(root, spec.key);
  const [touched, setTouched] = useState(() => value.trim() !== '');
  const reveal = useRevealErrors();
  const blank = useBlankAnswers().has(spec.key) && value.trim() === '';
  const context = { record: parentRecord(root, spec.key), root, today };
  const formatError =
    touched || reveal ? (formatProblem(spec, value, context) ?? undefined) : undefined;
  const error = outside ?? formatError ?? (blank ? BLANK_ANSWER_MESSAGE : undefined);
  const warning = error ? null : spec.warn?.(value, context);
  const base = registryProps(spec, { root, short });
  const common = {
    id: base.id,
    label: base.label,
    requiredMark: required,
    error,
    hint: warning ? attention(warning) : (hint ?? base.hint),
    className,
    onBlur: () => setTouched(true),
  };
  if (spec.kind === 'multi')
    return (
      <CheckboxGroup
        spec={spec}
        root={root}
        label={base.label}
        onChange={onChange}
        className={className}
        requiredMark={required}
        hint={common.hint}
        // A list's refusal comes from the other answers (a ground they contradict): shown at once.
        error={outside ?? formatProblem(spec, value, context) ?? undefined}
      />
    );
  if (spec.kind === 'select' || spec.kind === 'radio' || options) {
    return (
      <SelectField
        {...common}
        value={value}
        placeholderOption={placeholderOption ?? undefined}
        options={options ?? spec.options ?? []}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  if (spec.kind === 'textarea')
    return (
      <TextArea
        {...common}
        value={value}
        maxLength={spec.maxLength}
        placeholder={base.placeholder}
        onChange={onChange}
      />
    );
  const { id: _id, label: _label, hint: _hint, ...input } = base;
  return (
    <TextField {...input} {...common} value={value} onChange={(e) => onChange(e.target.value)} />
  );
}

type TextAreaProps = {
  id: string;
  label: string;
  value: string;
  maxLength?: number;
  placeholder?: string;
  requiredMark?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  onBlur: () => void;
  onChange: (value: string) => void;
};

function TextArea({ onChange, ...props }: TextAreaProps) {
  const [frame, textarea] = splitFieldProps(props);
  const count = textarea.maxLength
    ? { length: textarea.value.length, max: textarea.maxLength }
    : undefined;
  return (
    <FieldFrame {...frame} count={frame.count ?? count}>
      {(aria) => (
        <textarea
          {...aria}
          {...textarea}
          rows={4}
          onChange={(e) => onChange(e.target.value)}
          className={cn(
            controlClasses(frame.error),
            'h-auto min-h-28 py-2 leading-relaxed placeholder:text-slate-500',
          )}
        />
      )}
    </FieldFrame>
  );
}

function CheckboxGroup({
  spec,
  root,
  label,
  onChange,
  className,
  requiredMark,
  hint,
  error,
}: {
  spec: FieldSpec;
  root: unknown;
  label: string;
  onChange: (value: unknown) => void;
  className?: string;
  requiredMark?: boolean;
  hint?: ReactNode;
  error?: string;
}) {
  const legendId = useId();
  const hintId = hint ? `${legendId}-hint` : undefined;
  const errorId = error ? `${legendId}-error` : undefined;
  const raw = getAt(root, spec.key);
  const list = Array.isArray(raw) ? (raw as string[]) : [];
  const options = spec.options ?? [];
  const toggle = (value: string, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === value ? on : list.includes(v))));
  return (
    <fieldset
      id={fieldDomId(spec.key)}
      tabIndex={-1}
      aria-labelledby={legendId}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      className={cn('flex flex-col gap-2', className)}
    >
      <legend id={legendId} className="text-sm font-semibold text-slate-900">
        {label}
        {requiredMark && <span className="font-normal text-slate-600"> (obligatoire)</span>}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm text-slate-900">
          <input
            type="checkbox"
            className="size-4"
            checked={list.includes(option.value)}
            onChange={(e) => toggle(option.value, e.target.checked)}
          />
          {option.label}
        </label>
      ))}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
