import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  /** Always visible; never replaced by a placeholder. */
  label: ReactNode;
  /** Error text: shown under the field, linked with aria-describedby, sets aria-invalid. */
  error?: string;
  /** Help text under the field, also linked with aria-describedby. */
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  /** Marks the label with « (obligatoire) » and sets aria-required. */
  requiredMark?: boolean;
};

/** A labelled text input (works with react-hook-form's `register`, which passes a ref). */
export function TextField({ label, error, hint, id, className, requiredMark, ref, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
        {requiredMark && <span className="text-slate-600"> (obligatoire)</span>}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={requiredMark || undefined}
        className={cn(
          'h-10 rounded-md border bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-500',
          'focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        {...props}
      />
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
