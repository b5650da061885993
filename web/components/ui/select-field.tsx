import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  /** Always visible. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** Adds a first, empty choice with this text (e.g. « Choisir… »). */
  placeholderOption?: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
  /** Marks the label with « (obligatoire) » and sets aria-required. */
  requiredMark?: boolean;
};

/** A labelled native <select> (keyboard and screen-reader friendly, works with `register`). */
export function SelectField({
  label,
  options,
  placeholderOption,
  error,
  hint,
  id,
  className,
  requiredMark,
  ref,
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        {label}
        {requiredMark && <span className="text-slate-600"> (obligatoire)</span>}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={requiredMark || undefined}
        className={cn(
          'h-10 rounded-md border bg-white px-3 text-sm text-slate-900 shadow-xs',
          'focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        {...props}
      >
        {placeholderOption !== undefined && <option value="">{placeholderOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
    </div>
  );
}
