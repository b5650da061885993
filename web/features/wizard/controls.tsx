import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

// Border at 3:1 or more against the page, like web/components/ui/field-frame.tsx (RGAA 3.3).
const fieldBox =
  'rounded-md border border-slate-500 bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-600';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  requiredMark?: boolean;
};

/** A labelled multi-line field; the hint is linked with aria-describedby. */
export function TextAreaField({
  label,
  hint,
  requiredMark,
  className,
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {requiredMark && <span className="text-slate-600"> (obligatoire)</span>}
      </label>
      <textarea
        id={id}
        rows={5}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-required={requiredMark || undefined}
        className={cn(fieldBox, 'min-h-28 py-2 leading-relaxed')}
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

type CheckboxProps = {
  label: ReactNode;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  /** A registry field's id (registry-field/field-id.ts), so « Compléter » can focus it. */
  id?: string;
};

/** A native checkbox with its label and an optional hint (44 px touch row). */
export function Checkbox({ label, checked, onChange, hint, disabled, id: fixedId }: CheckboxProps) {
  const autoId = useId();
  const id = fixedId ?? autoId;
  return (
    <div className="flex items-start gap-3 py-1">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-default"
      />
      <div className="min-w-0">
        <label
          htmlFor={id}
          className={cn('text-sm font-medium text-slate-800', !disabled && 'cursor-pointer')}
        >
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

type RadioCardsProps<T extends string> = {
  legend: ReactNode;
  name: string;
  value: T;
  options: readonly { value: T; label: string; hint?: string }[];
  onChange: (value: T) => void;
  /** A registry field's id (registry-field/field-id.ts), on the fieldset. */
  id?: string;
};

/** A group of radio cards in a fieldset (arrow keys move between them, as native radios do). */
export function RadioCards<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  id,
}: RadioCardsProps<T>) {
  return (
    <fieldset id={id} tabIndex={id ? -1 : undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors',
              option.value === value
                ? 'border-brand-600 bg-brand-50'
                : 'border-slate-300 bg-white hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span>
              <span className="font-medium text-slate-900">{option.label}</span>
              {option.hint && (
                <span className="mt-0.5 block text-xs text-slate-600">{option.hint}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A titled group of fields inside a step. */
export function Section({
  title,
  children,
  description,
}: {
  title: string;
  children: ReactNode;
  description?: ReactNode;
}) {
  return (
    <section className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {description && <p className="text-sm text-slate-600">{description}</p>}
      {children}
    </section>
  );
}
