import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, controlClasses, splitFieldProps, type FieldFrameProps } from './field-frame';

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
export function SelectField({ options, placeholderOption, ref, ...props }: SelectFieldProps) {
  const [frame, select] = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <select ref={ref} {...aria} className={controlClasses(frame.error)} {...select}>
          {placeholderOption !== undefined && <option value="">{placeholderOption}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
