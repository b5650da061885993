import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import type { PhysicalFieldName } from './field-names';
import { fieldPropsFor, type FieldSource } from './registry-fields';

export type PhysicalPersonFieldsProps = {
  /** Binds one field, e.g. `(name) => register(\`physical_person.${name}\`)`. */
  register: (name: PhysicalFieldName) => UseFormRegisterReturn;
  errors?: Partial<Record<PhysicalFieldName, string>>;
  /** Fields marked « (obligatoire) » (the client form's rule; the profile has none). */
  required?: readonly PhysicalFieldName[];
  /** The profile or a client: which registry declaration the fields follow. */
  source: FieldSource;
};

/**
 * Every field of a natural person (docs/product.md §3 "User profile"), shared by the dashboard
 * profile and the client form: identity, then contact details. Labels, limits, help and ids come
 * from the registry (core/fields/profile-fields.ts).
 */
export function PhysicalPersonFields({
  register,
  errors = {},
  required = [],
  source,
}: PhysicalPersonFieldsProps) {
  const fieldOf = fieldPropsFor(source, 'physical_person');
  const common = (name: PhysicalFieldName) => ({
    ...fieldOf(name).props,
    ...register(name),
    error: errors[name],
    requiredMark: required.includes(name),
  });
  const text = (name: PhysicalFieldName, className?: string) => (
    <TextField {...common(name)} className={className} />
  );
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Identité</legend>
        <SelectField
          {...common('gentille')}
          options={fieldOf('gentille').spec.options ?? []}
          placeholderOption="Non précisée"
        />
        <span aria-hidden="true" className="hidden sm:block" />
        {text('nom')}
        {text('prenom')}
        {text('date_naissance')}
        {text('lieu_naissance')}
        {text('nationalite')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Coordonnées</legend>
        {text('adresse', 'sm:col-span-2')}
        {text('code_postal')}
        {text('ville')}
        {text('pays')}
        {text('email')}
        {text('telephone')}
      </fieldset>
    </div>
  );
}
