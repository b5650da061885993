import type { Draft } from '@core/schemas/draft';
import { authorField, setAuthorField } from '../state/draft-fields';
import type { WizardApi } from '../state/use-wizard';
import { FieldGrid } from './field-grid';
import { COMPANY_AUTHOR_FIELDS, PHYSICAL_AUTHOR_FIELDS } from './step-3.schema';

type AuthorFieldsProps = {
  draft: Draft;
  update: WizardApi['update'];
  /** The server's refusal of the birth date (future, implausible), shown on the field. */
  birthError?: string;
};

/** The author's or model's fields for the current author kind, bound to the draft. */
export function AuthorFields({ draft, update, birthError }: AuthorFieldsProps) {
  return (
    <FieldGrid
      fields={draft.auteur_type === 'Personne physique' ? PHYSICAL_AUTHOR_FIELDS : COMPANY_AUTHOR_FIELDS}
      value={(key) => authorField(draft, key)}
      onChange={(key, next) => update((d) => setAuthorField(d, key, next))}
      errors={{ date_naissance: birthError }}
    />
  );
}
