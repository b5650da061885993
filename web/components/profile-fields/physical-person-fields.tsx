import type { UseFormRegisterReturn } from 'react-hook-form';
import { civilityOptions, PROFILE_CIVILITIES } from '@core/rules/civilities';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import type { PhysicalFieldName } from './field-names';

export type PhysicalPersonFieldsProps = {
  /** Binds one field, e.g. `(name) => register(\`physical_person.${name}\`)`. */
  register: (name: PhysicalFieldName) => UseFormRegisterReturn;
  errors?: Partial<Record<PhysicalFieldName, string>>;
  /** Fields marked « (obligatoire) » (the client form's rule; the profile has none). */
  required?: readonly PhysicalFieldName[];
};

const CIVILITIES = civilityOptions(PROFILE_CIVILITIES).map(({ value, label }) => ({ value, label: `${value} (${label})` }));

/**
 * Every field of a natural person (SPEC §3 "User profile"), shared by the dashboard profile and
 * the client form: identity, then contact details.
 */
export function PhysicalPersonFields({ register, errors = {}, required = [] }: PhysicalPersonFieldsProps) {
  const common = (name: PhysicalFieldName) => ({
    ...register(name),
    error: errors[name],
    requiredMark: required.includes(name),
  });
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Identité</legend>
        <SelectField label="Civilité" options={CIVILITIES} placeholderOption="Non précisée" {...common('gentille')} />
        <span aria-hidden="true" className="hidden sm:block" />
        <TextField label="Nom" autoComplete="family-name" {...common('nom')} />
        <TextField label="Prénom" autoComplete="given-name" {...common('prenom')} />
        <TextField label="Date de naissance" type="date" autoComplete="bday" {...common('date_naissance')} />
        <TextField label="Lieu de naissance" {...common('lieu_naissance')} />
        <TextField label="Nationalité" {...common('nationalite')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Coordonnées</legend>
        <TextField label="Adresse" autoComplete="street-address" className="sm:col-span-2" {...common('adresse')} />
        <TextField label="Code postal" autoComplete="postal-code" inputMode="numeric" {...common('code_postal')} />
        <TextField label="Ville" autoComplete="address-level2" {...common('ville')} />
        <TextField label="Pays" autoComplete="country-name" hint="Laissez vide pour la France." {...common('pays')} />
        <TextField label="Adresse e-mail" type="email" autoComplete="email" {...common('email')} />
        <TextField label="Téléphone" type="tel" autoComplete="tel" {...common('telephone')} />
      </fieldset>
    </div>
  );
}
