import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, controlClasses, useFieldControl, type FieldFrameProps } from './field-frame';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  FieldFrameProps & {
    options: readonly SelectOption[];
    /** Adds a first, empty choice with this text (e.g. « Choisir… »). */
    placeholderOption?: string;
    id?: string;
    ref?: Ref<HTMLSelectElement>;
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
      <select ref={ref} {...aria} className={controlClasses(error)} {...props}>
        {placeholderOption !== undefined && <option value="">{placeholderOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
