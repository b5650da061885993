import { Fragment, type ReactNode } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import type { AuthorFieldKey } from '../state/draft-fields';
import type { AuthorFieldSpec } from './step-3.schema';

type FieldGridProps = {
  fields: readonly AuthorFieldSpec[];
  value: (key: AuthorFieldKey) => string;
  onChange: (key: AuthorFieldKey, value: string) => void;
  /** Help under some fields (e.g. the minor notice under a birth date). */
  hints?: Partial<Record<AuthorFieldKey, ReactNode>>;
  /** Errors under some fields (e.g. a birth date in the future), with aria-invalid. */
  errors?: Partial<Record<AuthorFieldKey, string>>;
  /** Content placed in the grid right after a field (e.g. the SIREN autofill button). */
  after?: Partial<Record<AuthorFieldKey, ReactNode>>;
};

/** Step 3's person or company fields from their specs: the author's form and the model's share it. */
export function FieldGrid({
  fields,
  value,
  onChange,
  hints = {},
  errors = {},
  after = {},
}: FieldGridProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <Fragment key={field.key}>
          {control(field)}
          {after[field.key]}
        </Fragment>
      ))}
    </div>
  );

  function control(field: AuthorFieldSpec) {
    const className = cn(field.wide && 'sm:col-span-2');
    if (field.kind === 'select') {
      return (
        <SelectField
          key={field.key}
          label={field.label}
          value={value(field.key)}
          requiredMark={field.required}
          onChange={(event) => onChange(field.key, event.target.value)}
          className={className}
          placeholderOption="Choisir…"
          options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
        />
      );
    }
    return (
      <TextField
        key={field.key}
        label={field.label}
        type={field.kind === 'date' ? 'date' : 'text'}
        value={value(field.key)}
        requiredMark={field.required}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        autoComplete={field.autoComplete ?? 'off'}
        hint={hints[field.key]}
        error={errors[field.key]}
        onChange={(event) => onChange(field.key, event.target.value)}
        className={className}
      />
    );
  }
}
