import type { Draft } from '@core/schemas/draft';
import { SirenAutofill } from '@web/components/company-lookup/siren-autofill';
import type { LookupField } from '@web/components/company-lookup/company-lookup';
import { authorField, setAuthorField } from '../state/draft-fields';
import type { WizardApi } from '../state/use-wizard';
import { FieldGrid, useToday } from './field-grid';
import { useShownFields } from './step-fields';

type AuthorFieldsProps = {
  draft: Draft;
  update: WizardApi['update'];
  /** The wizard's day (ages); the component's own when absent. */
  today?: Date;
  /** The server's refusal of the birth date (future, implausible), shown on the field. */
  birthError?: string;
};

/**
 * The author's own fields (`auteur_info.*`, not a minor's parents) the registry shows for this
 * draft — a natural person's or a company's — bound to the draft.
 */
export function AuthorFields({ draft, update, today: given, birthError }: AuthorFieldsProps) {
  const ownDay = useToday();
  const today = given ?? ownDay;
  const company = draft.auteur_type !== 'Personne physique';
  const specs = useShownFields(3, draft, today).specs.filter(
    (spec) =>
      /^auteur_info\.[^.]+$/.test(spec.key) && spec.key !== 'auteur_info.autorite_parentale',
  );
  // On the row under the SIREN field (and its RCS neighbour) that makes it appear.
  const autofill = company && (
    <SirenAutofill
      sirenValue={authorField(draft, 'siren')}
      value={(key: LookupField) => authorField(draft, key)}
      onFill={(patch) =>
        update((d) =>
          Object.entries(patch).reduce(
            (next, [key, value]) => setAuthorField(next, key as LookupField, value),
            d,
          ),
        )
      }
    />
  );
  return (
    <FieldGrid
      specs={specs}
      wizard={{ draft, update }}
      today={today}
      short
      wide={company ? ['nom'] : []}
      errors={{ date_naissance: birthError }}
      after={{ rcs_ville: autofill }}
    />
  );
}
