import { AUTEUR, IMAGE, type Draft, type PhysicalAuthor } from '@core/schemas/draft';
import type { Parent, ParentalAuthority } from '@core/schemas/parents';
import { hasDistinctModel, usesAuthorInfo } from '@core/rules/distinct-model';
import { draftRuleIssues } from '@core/rules/draft-rules';
import { ageAt, isMinorAt } from '@core/rules/minors';
import { contractDay } from '@core/rules/contract-date';

/**
 * Which natural persons of step 3 are minors (legal review B3 v2, H2), read from their birth date
 * at the contract's date (the day it was started, core/rules/contract-date.ts): then their legal representatives are asked for, and a model under
 * 16 needs the authorisation of C. trav. L7124-1.
 */
export type PersonKey = 'auteur_info' | 'modele_info';
export type ParentKey = 'parent1' | 'parent2';

/** Age under which a child's modelling needs a prefect's authorisation or a licensed agency. */
export const L7124_AGE = 16;

/** The person's fields, or null when that form is not a natural person in use. */
export function personOf(draft: Draft, person: PersonKey): PhysicalAuthor | null {
  if (person === 'modele_info') return hasDistinctModel(draft) ? draft.modele_info : null;
  if (!usesAuthorInfo(draft) || draft.auteur_type !== 'Personne physique') return null;
  return draft.auteur_info;
}

/** Ages are read at the contract's date, as its text states them (`today`: not yet dated). */
export function isMinorPerson(draft: Draft, person: PersonKey, today: Date): boolean {
  const info = personOf(draft, person);
  return info !== null && isMinorAt(info.date_naissance, contractDay(draft, today));
}

/** Who appears in the images: the distinct model, else the author (Image chosen, natural person). */
export function depictedPerson(draft: Draft): PersonKey | null {
  if (!draft.type_contrat.includes(IMAGE)) return null;
  if (hasDistinctModel(draft)) return 'modele_info';
  return personOf(draft, 'auteur_info') ? 'auteur_info' : null;
}

/** The form's person signs the image part (as model) and/or the copyright part (as author). */
export function rolesOf(draft: Draft, person: PersonKey): { image: boolean; copyright: boolean } {
  return {
    image: depictedPerson(draft) === person,
    copyright: person === 'auteur_info' && draft.type_contrat.includes(AUTEUR),
  };
}

/**
 * A model under 16: step 3 asks whether the images serve a modelling activity, which then needs a
 * prior authorisation whatever the price (C. trav. L7123-2, L7124-1; core/rules/child-modelling.ts).
 */
export function needsL7124(draft: Draft, today: Date): boolean {
  const person = depictedPerson(draft);
  const info = person && personOf(draft, person);
  if (!info) return false;
  const age = ageAt(info.date_naissance, contractDay(draft, today));
  return age !== null && age < L7124_AGE;
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
