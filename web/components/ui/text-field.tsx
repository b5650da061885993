import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, controlClasses, splitFieldProps, type FieldFrameProps } from './field-frame';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  FieldFrameProps & {
    id?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled text input (works with react-hook-form's `register`, which passes a ref). */
export function TextField({ ref, ...props }: TextFieldProps) {
  const [frame, input] = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
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
