import { IMAGE } from '../answers/draft';
import type { Draft, PhysicalAuthor } from '../schemas/draft';
import { contractDay } from './contract-date';
import { hasDistinctModel, usesAuthorInfo } from './distinct-model';
import { ageAt } from './minors';

/**
 * The natural persons of step 3 and who among them appears in the images (legal review B3 v2,
 * H2). The wizard asks a model under 16 whether the images serve a modelling activity, and the
 * readiness and the server check that answer (core/rules/child-modelling.ts): one definition for
 * both sides.
 */
export type PersonKey = 'auteur_info' | 'modele_info';

/** Age under which a child's modelling needs a prefect's authorisation or a licensed agency. */
export const L7124_AGE = 16;

/** The person's fields, or null when that form is not a natural person in use. */
export function personOf(draft: Draft, person: PersonKey): PhysicalAuthor | null {
  if (person === 'modele_info') return hasDistinctModel(draft) ? draft.modele_info : null;
  if (!usesAuthorInfo(draft) || draft.auteur_type !== 'Personne physique') return null;
  return draft.auteur_info;
}

/** Who appears in the images: the distinct model, else the author (Image chosen, natural person). */
export function depictedPerson(draft: Draft): PersonKey | null {
  if (!draft.type_contrat.includes(IMAGE)) return null;
  if (hasDistinctModel(draft)) return 'modele_info';
  return personOf(draft, 'auteur_info') ? 'auteur_info' : null;
}

/**
 * A model under 16 at the contract's date: step 3 asks whether the images serve a modelling
 * activity, which then needs a prior authorisation whatever the price (C. trav. L7123-2, L7124-1).
 */
export function needsL7124(draft: Draft, today: Date): boolean {
  const person = depictedPerson(draft);
  const info = person && personOf(draft, person);
  if (!info) return false;
  const age = ageAt(info.date_naissance, contractDay(draft, today));
  return age !== null && age < L7124_AGE;
}
