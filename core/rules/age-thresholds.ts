import type { Draft } from '../schemas/draft';
import { L7124_AGE, personOf, type PersonKey } from './depicted-person';
import { MAJORITY_AGE, ageAt } from './minors';

/**
 * The ages at which the contract's rules change (legal review B3 v2): 13, the child's own written
 * opinion (C. trav. L7124-2); 16, the end of the child-model authorisation (L7124-1); 18,
 * majority (C. civ. 414) — the parents no longer sign, a free copyright grant is possible.
 */
export const AGE_THRESHOLDS = [13, L7124_AGE, MAJORITY_AGE] as const;

export type CrossedThreshold = { person: PersonKey; name: string; age: number };

/**
 * A natural person of step 3 who reached one of those ages between the contract's date (which
 * its text is written for) and `signingDay`: the contract then says the wrong things about them —
 * a « mineur » whose parents sign for an adult, no L7124-2 opinion from a child now thirteen —
 * and must be made again for the signing day (docs/legal-review.md « Points for a lawyer »).
 * Null when nobody did. Pure.
 */
export function crossedAgeThreshold(
  draft: Draft,
  contractDay: Date,
  signingDay: Date,
): CrossedThreshold | null {
  for (const person of ['auteur_info', 'modele_info'] as const) {
    const info = personOf(draft, person);
    if (!info) continue;
    const then = ageAt(info.date_naissance, contractDay);
    const now = ageAt(info.date_naissance, signingDay);
    if (then === null || now === null) continue;
    const crossed = AGE_THRESHOLDS.filter((age) => then < age && now >= age).at(-1);
    if (crossed !== undefined)
      return { person, name: `${info.prenom} ${info.nom}`.trim(), age: crossed };
  }
  return null;
}
