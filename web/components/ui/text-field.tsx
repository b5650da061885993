import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@web/lib/cn';
import { FieldFrame, controlClasses, splitFieldProps, type FieldFrameProps } from './field-frame';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  FieldFrameProps & {
    id?: string;
    ref?: Ref<HTMLInputElement>;
  };

const FIXED_LENGTH_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week']);

/** A labelled text input (works with react-hook-form's `register`, which passes a ref). */
export function TextField({ ref, ...props }: TextFieldProps) {
  const [frame, input] = splitFieldProps(props);
  // A controlled text with a limit says how much is left near it (field-frame.tsx). Not a
  // field whose answer has its limit's length when complete — a date, an e-mailed code: there
  // « 10 caractères au maximum », under a right answer, read on a phone as an error.
  const fixedLength =
    (typeof input.type === 'string' && FIXED_LENGTH_TYPES.has(input.type)) ||
    input.autoComplete === 'one-time-code';
  const count =
    typeof input.value === 'string' && input.maxLength && !fixedLength
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
