import { useId, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

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

/** What the frame takes from a field's props: the above, the control's id, the wrapper's class. */
export type FieldFrameOwnProps = FieldFrameProps & {
  id?: string;
  className?: string;
  /** The text's length against its limit (maxLength), counted near the limit. */
  count?: { length: number; max: number };
};

/** From this share of its limit a field shows how much is left. */
const NEAR_LIMIT = 0.8;

const frenchNumber = (n: number) => n.toLocaleString('fr-FR');

/**
 * A field's limit in words, near it or at it: a text cut at its limit says so (the browser stops
 * typing there without a word), « 200 caractères au maximum » once reached.
 */
export function limitMessage(count: { length: number; max: number }): string | null {
  if (count.length >= count.max) return `${frenchNumber(count.max)} caractères au maximum`;
  if (count.length < count.max * NEAR_LIMIT) return null;
  return `${frenchNumber(count.length)}\u202f/\u202f${frenchNumber(count.max)} caractères`;
}

/** The ARIA attributes that tie a control to its label, hint and error. */
export type FieldControlAria = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/**
 * Splits a field's props into the frame's (label, hint, error, id, wrapper class) and the
 * control's own, so every field hands them over the same way.
 */
export function splitFieldProps<P extends FieldFrameOwnProps>(props: P) {
  const { label, error, hint, requiredMark, id, className, count, ...control } = props;
  return [{ label, error, hint, requiredMark, id, className, count }, control] as const;
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

/**
 * Label above, hint and error below the control, which `children` renders with the ARIA
 * attributes that link it to them (its id comes from `id`, or a generated one).
 */
export function FieldFrame({
  label,
  error,
  hint,
  requiredMark,
  id,
  className,
  count,
  children,
}: FieldFrameOwnProps & { children: (aria: FieldControlAria) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const limit = count ? limitMessage(count) : null;
  const limitId = limit ? `${controlId}-limit` : undefined;
  const reached = count !== undefined && count.length >= count.max;
  const aria: FieldControlAria = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId, limitId].filter(Boolean).join(' ') || undefined,
    'aria-required': requiredMark || undefined,
  };
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {requiredMark && <span className="text-slate-600"> (obligatoire)</span>}
      </label>
      {children(aria)}
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
      {limit && (
        <p
          id={limitId}
          className={cn(
            'text-right text-xs',
            reached ? 'font-medium text-amber-800' : 'text-slate-600',
          )}
        >
          {limit}
        </p>
      )}
      {/* Heard once, when the limit is reached, not at each keystroke of the count. */}
      <span aria-live="polite" className="sr-only">
        {reached ? limit : ''}
      </span>
    </div>
  );
}
