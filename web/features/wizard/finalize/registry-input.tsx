import { useId } from 'react';
import type { FieldSpec } from '@core/fields/types';
import { parentRecord, textAt } from '@core/fields/paths';
import { FieldFrame, controlClasses, useFieldControl } from '../../../components/ui/field-frame';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { fieldDomId } from './field-dom';

type RegistryInputProps = {
  spec: FieldSpec;
  /** The record the key addresses (the draft). */
  root: unknown;
  required?: boolean;
  /** The label to show (a spec may word it after other answers). */
  label?: string;
  today: Date;
  onChange: (value: unknown) => void;
  className?: string;
};

const INPUT_TYPES: Partial<Record<FieldSpec['kind'], string>> = { date: 'date', email: 'email', tel: 'tel' };

/**
 * One answer rendered from its registry spec (issue 11 item 1): label, limit, hint, and the
 * French format rule shown as the field's error as soon as the value is wrong.
 */
export function RegistryInput({ spec, root, required, label, today, onChange, className }: RegistryInputProps) {
  const value = textAt(root, spec.key);
  const context = { record: parentRecord(root, spec.key), root, today };
  const error = spec.format?.(value, context) ?? undefined;
  const warning = error ? null : spec.warn?.(value, context);
  const common = {
    id: fieldDomId(spec.key),
    label: label ?? spec.label,
    requiredMark: required,
    error,
    hint: warning ? `Attention\u00a0: ${warning}` : spec.hint,
    className,
  };
  if (spec.kind === 'multi') return <CheckboxGroup spec={spec} root={root} label={common.label} onChange={onChange} className={className} />;
  if (spec.kind === 'select' || spec.kind === 'radio') {
    return <SelectField {...common} value={value} placeholderOption="Choisir…" options={spec.options ?? []} onChange={(e) => onChange(e.target.value)} />;
  }
  if (spec.kind === 'textarea') return <TextArea {...common} value={value} maxLength={spec.maxLength} onChange={onChange} />;
  return (
    <TextField
      {...common}
      type={INPUT_TYPES[spec.kind] ?? 'text'}
      value={value}
      maxLength={spec.maxLength}
      inputMode={spec.inputMode}
      autoComplete={spec.autoComplete ?? 'off'}
      placeholder={spec.placeholder}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

type TextAreaProps = { id: string; label: string; value: string; maxLength?: number; requiredMark?: boolean; error?: string; hint?: string; className?: string; onChange: (value: string) => void };

function TextArea({ id, label, value, maxLength, requiredMark, error, hint, className, onChange }: TextAreaProps) {
  const frame = { label, error, hint, requiredMark };
  const { controlId, hintId, errorId, aria } = useFieldControl(id, frame);
  return (
    <FieldFrame {...frame} controlId={controlId} hintId={hintId} errorId={errorId} className={className}>
      <textarea {...aria} value={value} maxLength={maxLength} rows={4} onChange={(e) => onChange(e.target.value)} className={cn(controlClasses(error), 'h-auto py-2')} />
    </FieldFrame>
  );
}

function CheckboxGroup({ spec, root, label, onChange, className }: { spec: FieldSpec; root: unknown; label: string; onChange: (value: unknown) => void; className?: string }) {
  const legendId = useId();
  const raw = (root as Record<string, unknown>)[spec.key];
  const list = Array.isArray(raw) ? (raw as string[]) : [];
  const options = spec.options ?? [];
  const toggle = (value: string, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === value ? on : list.includes(v))));
  return (
    <fieldset id={fieldDomId(spec.key)} tabIndex={-1} aria-labelledby={legendId} className={cn('flex flex-col gap-2', className)}>
      <legend id={legendId} className="text-sm font-semibold text-slate-900">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm text-slate-900">
          <input type="checkbox" className="size-4" checked={list.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
