import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { fieldPropsFor, type FieldSource } from './registry-fields';

/** What the person's and the company's field groups take from the form that holds them. */
export type RecordFieldsProps<Name extends string> = {
  /** Binds one field, e.g. `(name) => register(\`physical_person.${name}\`)`. */
  register: (name: Name) => UseFormRegisterReturn;
  errors?: Partial<Record<Name, string>>;
  /** Fields marked « (obligatoire) » (the client form's rule; the profile has none). */
  required?: readonly Name[];
  /** The profile or a client: which registry declaration the fields follow. */
  source: FieldSource;
};

/**
 * One record's fields bound to its form: the registry's props (label, limit, keyboard, help, id),
 * the form's binding, its error and the required mark, so that a person and a company are asked
 * the same way.
 */
export function recordFields<Name extends string>(
  kind: 'physical_person' | 'legal_entity',
  { register, errors = {}, required = [], source }: RecordFieldsProps<Name>,
) {
  const fieldOf = fieldPropsFor(source, kind);
  const bind = (name: Name) => ({
    ...fieldOf(name).props,
    ...register(name),
    error: errors[name],
    requiredMark: required.includes(name),
  });
  return {
    bind,
    text: (name: Name, className?: string) => <TextField {...bind(name)} className={className} />,
    /** A civility, which may stay unsaid. */
    civility: (name: Name) => (
      <SelectField
        {...bind(name)}
        options={fieldOf(name).spec.options ?? []}
        placeholderOption="Non précisée"
      />
    ),
  };
}

type ContactName = 'adresse' | 'code_postal' | 'ville' | 'pays' | 'email' | 'telephone';

/** Address and contact details: the same six fields, in the same order, for a person and a company. */
export function contactFields(text: (name: ContactName, className?: string) => ReactNode) {
  return (
    <>
      {text('adresse', 'sm:col-span-2')}
      {text('code_postal')}
      {text('ville')}
      {text('pays')}
      {text('email')}
      {text('telephone')}
    </>
  );
}
