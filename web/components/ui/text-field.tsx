import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, controlClasses, useFieldControl, type FieldFrameProps } from './field-frame';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  FieldFrameProps & {
    id?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled text input (works with react-hook-form's `register`, which passes a ref). */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  requiredMark,
  ref,
  ...props
}: TextFieldProps) {
  const frame = { label, error, hint, requiredMark };
  const { controlId, hintId, errorId, aria } = useFieldControl(id, frame);
  return (
    <FieldFrame
      {...frame}
      controlId={controlId}
      hintId={hintId}
      errorId={errorId}
      className={className}
    >
      <input
        ref={ref}
        {...aria}
        className={cn(controlClasses(error), 'placeholder:text-slate-500')}
        {...props}
      />
    </FieldFrame>
  );
}
