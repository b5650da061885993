import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@web/lib/cn';
import { FieldFrame, controlClasses, splitFieldProps, type FieldFrameProps } from './field-frame';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  FieldFrameProps & {
    id?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled text input (works with react-hook-form's `register`, which passes a ref). */
export function TextField({ ref, ...props }: TextFieldProps) {
  const [frame, input] = splitFieldProps(props);
  // A controlled text with a limit says how much is left near it (field-frame.tsx).
  const count =
    typeof input.value === 'string' && input.maxLength
      ? { length: input.value.length, max: input.maxLength }
      : undefined;
  return (
    <FieldFrame {...frame} count={frame.count ?? count}>
      {(aria) => (
        <input
          ref={ref}
          {...aria}
          className={cn(controlClasses(frame.error), 'placeholder:text-slate-500')}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
