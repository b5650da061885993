import { AUTHOR_CIVILITIES, companyAuthorSchema, physicalAuthorSchema } from '@core/schemas/draft';
import { PROFILE_CIVILITIES } from '@core/schemas/profile';
import type { AuthorFieldKey } from '../state/draft-fields';

/** One author field of step 3: its label, input kind and whether readiness needs it (SPEC §5). */
export type AuthorFieldSpec = {
  key: AuthorFieldKey;
  label: string;
  required?: boolean;
  kind?: 'text' | 'date' | 'select';
  options?: readonly string[];
  autoComplete?: string;
  /** Grid span on wide screens: most fields share a row, addresses take it whole. */
  wide?: boolean;
  placeholder?: string;
  /** The schema's length limit: a longer answer would make the stored draft invalid (lost on reload). */
  maxLength?: number;
};

type ObjectSchema = typeof physicalAuthorSchema | typeof companyAuthorSchema;

/** Reads each text field's `.max()` from the draft schema, so the limit is written once. */
function withLimits(schema: ObjectSchema, fields: readonly AuthorFieldSpec[]): readonly AuthorFieldSpec[] {
  const shape = schema.shape as Record<string, { unwrap?: () => { maxLength?: number | null } }>;
  return fields.map((field) => {
    const max = shape[field.key]?.unwrap?.().maxLength;
    return field.kind === undefined && typeof max === 'number' ? { ...field, maxLength: max } : field;
  });
}

export const PHYSICAL_AUTHOR_FIELDS = withLimits(physicalAuthorSchema, [
  { key: 'gentille', label: 'Civilité', required: true, kind: 'select', options: AUTHOR_CIVILITIES },
  { key: 'prenom', label: 'Prénom', required: true, autoComplete: 'off' },
  { key: 'nom', label: 'Nom', required: true, autoComplete: 'off' },
  { key: 'date_naissance', label: 'Date de naissance', kind: 'date' },
  { key: 'lieu_naissance', label: 'Lieu de naissance' },
  { key: 'nationalite', label: 'Nationalité', placeholder: 'Ex. : française' },
  { key: 'adresse', label: 'Adresse', wide: true },
  { key: 'code_postal', label: 'Code postal' },
  { key: 'ville', label: 'Ville' },
  // A foreign address: the postal-code rule is the French one only when the country is France.
  { key: 'pays', label: 'Pays', placeholder: 'France (laisser vide)' },
]);

export const COMPANY_AUTHOR_FIELDS = withLimits(companyAuthorSchema, [
  { key: 'nom', label: 'Dénomination sociale', required: true, wide: true },
  { key: 'forme_juridique', label: 'Forme juridique', required: true, placeholder: 'SAS, SARL, association…' },
  { key: 'capital', label: 'Capital social', placeholder: '1000 €' },
  { key: 'siren', label: 'SIREN ou SIRET' },
  { key: 'rcs_ville', label: 'Ville du RCS' },
  { key: 'adresse', label: 'Adresse du siège', wide: true },
  { key: 'code_postal', label: 'Code postal' },
  { key: 'ville', label: 'Ville' },
  { key: 'pays', label: 'Pays', placeholder: 'France (laisser vide)' },
  { key: 'representant_civilite', label: 'Civilité du représentant', kind: 'select', options: PROFILE_CIVILITIES },
  { key: 'representant_prenom', label: 'Prénom du représentant' },
  { key: 'representant_nom', label: 'Nom du représentant' },
  { key: 'qualite_representant', label: 'Qualité du représentant', placeholder: 'gérant, présidente…' },
]);
