import type { UseFormRegisterReturn } from 'react-hook-form';
import { civilityOptions, REPRESENTATIVE_CIVILITIES } from '@core/rules/civilities';
import { checkSiren } from '@core/rules/siren';
import type { CompanyPatch, LookupField } from '../company-lookup/company-lookup';
import { SirenAutofill } from '../company-lookup/siren-autofill';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import type { LegalFieldName } from './field-names';

export type LegalEntityFieldsProps = {
  /** Binds one field, e.g. `(name) => register(\`legal_entity.${name}\`)`. */
  register: (name: LegalFieldName) => UseFormRegisterReturn;
  errors?: Partial<Record<LegalFieldName, string>>;
  required?: readonly LegalFieldName[];
  /** The SIREN/SIRET typed so far: a wrong check key shows a warning that never blocks saving. */
  sirenValue?: string;
  /** Distinguishes the datalist id when two forms could coexist. */
  idPrefix: string;
  /** When given, a valid SIREN offers to fill the empty fields from the company register. */
  autofill?: { value: (name: LookupField) => string; fill: (patch: CompanyPatch) => void };
};

const CIVILITIES = civilityOptions(REPRESENTATIVE_CIVILITIES).map(({ value, label }) => ({
  value,
  label: `${value} (${label})`,
}));

/** Common French legal forms, offered as suggestions (any text is accepted). */
const LEGAL_FORMS = ['SAS', 'SASU', 'SARL', 'EURL', 'SA', 'SCI', 'SNC', 'Entreprise individuelle', 'Association'];

/**
 * Every field of a legal entity (SPEC §3 "User profile"), shared by the dashboard profile and the
 * client form: the company, its registered office, its representative.
 */
export function LegalEntityFields({
  register,
  errors = {},
  required = [],
  sirenValue = '',
  idPrefix,
  autofill,
}: LegalEntityFieldsProps) {
  const common = (name: LegalFieldName) => ({
    ...register(name),
    error: errors[name],
    requiredMark: required.includes(name),
  });
  const siren = checkSiren(sirenValue);
  const formsListId = `${idPrefix}-formes-juridiques`;
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Société</legend>
        <TextField label="Dénomination sociale" autoComplete="organization" className="sm:col-span-2" {...common('nom')} />
        <TextField label="Forme juridique" list={formsListId} hint="Par exemple SAS, SARL, EURL." {...common('forme_juridique')} />
        <datalist id={formsListId}>
          {LEGAL_FORMS.map((form) => (
            <option key={form} value={form} />
          ))}
        </datalist>
        <TextField label="Capital social" {...common('capital')} />
        <TextField
          label="Numéro SIREN ou SIRET"
          inputMode="numeric"
          hint={siren.valid ? '9 chiffres (SIREN) ou 14 chiffres (SIRET).' : `Attention : ${siren.message}`}
          {...common('siren')}
        />
        <TextField label="Ville d'immatriculation au RCS" {...common('rcs_ville')} />
        {autofill && <SirenAutofill sirenValue={sirenValue} value={autofill.value} onFill={autofill.fill} />}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Siège et coordonnées</legend>
        <TextField label="Adresse du siège" autoComplete="street-address" className="sm:col-span-2" {...common('adresse')} />
        <TextField label="Code postal" autoComplete="postal-code" inputMode="numeric" {...common('code_postal')} />
        <TextField label="Ville" autoComplete="address-level2" {...common('ville')} />
        <TextField label="Pays" autoComplete="country-name" hint="Laissez vide pour la France." {...common('pays')} />
        <TextField label="Adresse e-mail" type="email" autoComplete="email" {...common('email')} />
        <TextField label="Téléphone" type="tel" autoComplete="tel" {...common('telephone')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Représentant légal</legend>
        <SelectField label="Civilité du représentant" options={CIVILITIES} placeholderOption="Non précisée" {...common('representant_civilite')} />
        <TextField label="Qualité du représentant" hint="Par exemple gérant, président." {...common('qualite_representant')} />
        <TextField label="Nom du représentant" {...common('representant_nom')} />
        <TextField label="Prénom du représentant" {...common('representant_prenom')} />
      </fieldset>
    </div>
  );
}
