import { AUTEUR } from '@core/answers/draft';
import type { Draft, PhysicalAuthor } from '@core/schemas/draft';
import type { ParentalAuthority } from '@core/answers/parents';
import type { Parent } from '@core/schemas/parents';
import { draftRuleIssues } from '@core/rules/draft-rules';
import { isMinorAt } from '@core/rules/minors';
import { depictedPerson, personOf, type PersonKey } from '@core/rules/depicted-person';
import { contractDay } from '@core/rules/contract-date';

/**
 * Which natural persons of step 3 are minors (legal review B3 v2, H2), read from their birth date
 * at the contract's date (the day it was started, core/rules/contract-date.ts): then their legal representatives are asked for, and a model under
 * 16 needs the authorisation of C. trav. L7124-1. The persons themselves are defined in core
 * (readiness checks the child model's answers too): core/rules/depicted-person.ts.
 */
export {
  L7124_AGE,
  depictedPerson,
  needsL7124,
  personOf,
  type PersonKey,
} from '@core/rules/depicted-person';
export type ParentKey = 'parent1' | 'parent2';

/** Ages are read at the contract's date, as its text states them (`today`: not yet dated). */
export function isMinorPerson(draft: Draft, person: PersonKey, today: Date): boolean {
  const info = personOf(draft, person);
  return info !== null && isMinorAt(info.date_naissance, contractDay(draft, today));
}

/** The form's person signs the image part (as model) and/or the copyright part (as author). */
export function rolesOf(draft: Draft, person: PersonKey): { image: boolean; copyright: boolean } {
  return {
    image: depictedPerson(draft) === person,
    copyright: person === 'auteur_info' && draft.type_contrat.includes(AUTEUR),
  };
}

/** The server's own refusal of the birth date (future, implausible), to show on the field. */
export function birthDateError(draft: Draft, person: PersonKey, today: Date): string | undefined {
  return draftRuleIssues(draft, today).find(
    (issue) => issue.path[0] === person && issue.path[1] === 'date_naissance',
  )?.message;
}

function withPerson(
  draft: Draft,
  person: PersonKey,
  change: (info: PhysicalAuthor) => PhysicalAuthor,
): Draft {
  if (person === 'modele_info') return { ...draft, modele_info: change(draft.modele_info) };
  if (draft.auteur_type !== 'Personne physique') return draft;
  return { ...draft, auteur_info: change(draft.auteur_info) };
}

export function setParentField(
  draft: Draft,
  person: PersonKey,
  parent: ParentKey,
  key: keyof Parent,
  value: string,
): Draft {
  return withPerson(draft, person, (info) => ({
    ...info,
    [parent]: { ...info[parent], [key]: value },
  }));
}

export function setParentalAuthority(
  draft: Draft,
  person: PersonKey,
  value: ParentalAuthority,
): Draft {
  return withPerson(draft, person, (info) => ({ ...info, autorite_parentale: value }));
}
