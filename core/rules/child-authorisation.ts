import type { Draft } from '../schemas/draft';
import { isModellingUse } from './child-modelling';
import { needsL7124 } from './depicted-person';

/**
 * A child under sixteen whose images serve a modelling activity may not be engaged « à quelque
 * titre que ce soit » before the prefect's individual authorisation or a licensed agency's
 * engagement (C. trav. L7123-2, L7124-1, L7124-4). A contract that only promises to get it later
 * would be signed, and often used, before it: so no PDF, no Word file and no signature request
 * without its reference and its date (docs/legal-review.md, section J, child model).
 */
export const needsChildAuthorisation = (draft: Draft, today: Date): boolean =>
  needsL7124(draft, today) && isModellingUse(draft);

/** Why the contract cannot be generated yet; the field path it names. */
export const CHILD_AUTHORISATION_MESSAGE =
  'L’enfant représenté a moins de 16\u00a0ans et ses images servent une activité de mannequin\u00a0: ' +
  'l’autorisation individuelle du préfet, ou l’agrément de l’agence de mannequins qui l’engage, doit ' +
  'être obtenue avant tout engagement (article L7124-1 du Code du travail). Indiquez sa référence et sa ' +
  'date à l’étape\u00a03\u00a0: le contrat ne peut être ni téléchargé ni envoyé en signature sans elles.';

/** The authorisation's answers left blank, as registry keys; empty when none is missing or none is needed. */
export function missingChildAuthorisation(draft: Draft, today: Date): string[] {
  if (!needsChildAuthorisation(draft, today)) return [];
  const { reference, date } = draft.autorisation_prefectorale;
  return [
    ...(reference.trim() === '' ? ['autorisation_prefectorale.reference'] : []),
    ...(date.trim() === '' ? ['autorisation_prefectorale.date'] : []),
  ];
}
