import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What every labelled control shares: a visible label, a hint and an error tied to the control. */
export type FieldFrameProps = {
  /** Always visible; never replaced by a placeholder. */
  label: ReactNode;
  /** Error text: shown under the field, linked with aria-describedby, sets aria-invalid. */
  error?: string;
  /** Help text under the field, also linked with aria-describedby. */
  hint?: ReactNode;
  /** Marks the label with « (obligatoire) » and sets aria-required. */
  requiredMark?: boolean;
};

/** The control's id and the ARIA attributes linking it to its label, hint and error. */
export function useFieldControl(
  id: string | undefined,
  { error, hint, requiredMark }: FieldFrameProps,
) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      'aria-required': requiredMark || undefined,
    },
  } as const;
}

/**
 * Control border and focus ring shared by inputs and selects. The border is what shows where to
 * type: slate-500 keeps it at 4.7:1 on white (RGAA 3.3 asks 3:1; slate-300 was 1.5:1).
 */
export const controlClasses = (error?: string) =>
  cn(
    'h-10 rounded-md border bg-white px-3 text-sm text-slate-900 shadow-xs',
    'focus:border-brand-600',
    error ? 'border-red-600' : 'border-slate-500',
  );

/** Label above, hint and error below the control (`children`). */
export function FieldFrame({
  label,
  error,
  hint,
  requiredMark,
  controlId,
  hintId,
  errorId,
  className,
  children,
}: FieldFrameProps & {
  controlId: string;
  hintId?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {requiredMark && <span className="text-slate-600"> (obligatoire)</span>}
      </label>
      {children}
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
