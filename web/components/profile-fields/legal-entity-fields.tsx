import { checkSiren } from '@core/rules/siren';
import { attention } from '@web/lib/attention';
import type { CompanyPatch, LookupField } from '../company-lookup/company-lookup';
import { SirenAutofill } from '../company-lookup/siren-autofill';
import { TextField } from '../ui/text-field';
import type { LegalFieldName } from './field-names';
import { contactFields, recordFields, type RecordFieldsProps } from './record-fields';

export type LegalEntityFieldsProps = RecordFieldsProps<LegalFieldName> & {
  /** The SIREN/SIRET typed so far: a wrong check key shows a warning that never blocks saving. */
  sirenValue?: string;
  /** Distinguishes the datalist id when two forms could coexist. */
  idPrefix: string;
  /** When given, a valid SIREN offers to fill the empty fields from the company register. */
  autofill?: { value: (name: LookupField) => string; fill: (patch: CompanyPatch) => void };
};

/** Common French legal forms, offered as suggestions (any text is accepted). */
const LEGAL_FORMS = [
  'SAS',
  'SASU',
  'SARL',
  'EURL',
  'SA',
  'SCI',
  'SNC',
  'Entreprise individuelle',
  'Association',
];

/**
 * Every field of a legal entity (docs/product.md §3 "User profile"), shared by the dashboard
 * profile and the client form: the company, its registered office, its representative.
 */
export function LegalEntityFields({
  sirenValue = '',
  idPrefix,
  autofill,
  ...props
}: LegalEntityFieldsProps) {
  const { bind, text, civility } = recordFields('legal_entity', props);
  const siren = checkSiren(sirenValue);
  const formsListId = `${idPrefix}-formes-juridiques`;
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Société</legend>
        {text('nom', 'sm:col-span-2')}
        <TextField list={formsListId} {...bind('forme_juridique')} />
        <datalist id={formsListId}>
          {LEGAL_FORMS.map((form) => (
            <option key={form} value={form} />
          ))}
        </datalist>
        {text('capital')}
        {/* A wrong check key warns and never blocks saving (docs/product.md §5). */}
        <TextField
          {...bind('siren')}
          {...(siren.valid ? {} : { hint: attention(siren.message ?? '') })}
        />
        {text('rcs_ville')}
        {/* A company established abroad: its own register, and the VAT number (LEGAL J17). */}
        {text('registre')}
        {text('numero_registre')}
        {text('numero_tva')}
        {autofill && (
          <SirenAutofill sirenValue={sirenValue} value={autofill.value} onFill={autofill.fill} />
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">
          Siège et coordonnées
        </legend>
        {contactFields(text)}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Représentant légal</legend>
        {civility('representant_civilite')}
        {text('qualite_representant')}
        {text('representant_nom')}
        {text('representant_prenom')}
      </fieldset>
    </div>
  );
}
