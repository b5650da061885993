import type { Draft } from '@core/schemas/draft';
import { SirenAutofill } from '../../../components/company-lookup/siren-autofill';
import type { LookupField } from '../../../components/company-lookup/company-lookup';
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
  const company = draft.auteur_type !== 'Personne physique';
  // On the row under the SIREN field (and its RCS neighbour) that makes it appear (issue 11 item 5).
  const autofill = company && (
    <SirenAutofill
      sirenValue={authorField(draft, 'siren')}
      value={(key: LookupField) => authorField(draft, key)}
      onFill={(patch) =>
        update((d) => Object.entries(patch).reduce((next, [key, value]) => setAuthorField(next, key as LookupField, value), d))
      }
    />
  );
  return (
    <FieldGrid
      fields={company ? COMPANY_AUTHOR_FIELDS : PHYSICAL_AUTHOR_FIELDS}
      value={(key) => authorField(draft, key)}
      onChange={(key, next) => update((d) => setAuthorField(d, key, next))}
      errors={{ date_naissance: birthError }}
      after={{ rcs_ville: autofill }}
    />
  );
}
