import { AUTEUR, IMAGE } from '../answers/draft';
import type { Draft } from '../schemas/draft';
import { contractDay } from '../rules/contract-date';
import { exclusivityOffered } from '../rules/cession';
import { hasDistinctModel, usesAuthorInfo } from '../rules/distinct-model';
import { needsL7124, personOf, type PersonKey } from '../rules/depicted-person';
import { needsChildAuthorisation } from '../rules/child-authorisation';
import { isMinorAt } from '../rules/minors';
import { getAt } from './paths';
import type { FieldCondition } from './types';

/**
 * The conditions the registry's `showIf` and `requiredIf` are written with: each a pure function
 * of the draft (the day only for an age, read at the contract's own date). A field's condition is
 * the one place that says when it is asked, printed and checked.
 */
const draftOf = (root: unknown) => root as Draft;
const typesOf = (root: unknown): readonly string[] =>
  (root as Partial<Draft> | undefined)?.type_contrat ?? [];
const dayOf = (root: unknown, today: Date | undefined) =>
  contractDay(draftOf(root), today ?? new Date());

export const always: FieldCondition = () => true;
export const hasWork: FieldCondition = (root) => typesOf(root).includes(AUTEUR);
export const hasImage: FieldCondition = (root) => typesOf(root).includes(IMAGE);
export const isPaid: FieldCondition = (root) =>
  (root as Partial<Draft>).type_cession === 'Onéreuse';
export const isCombined: FieldCondition = (root) => hasWork(root) && hasImage(root);

/** Both conditions hold. */
export const and =
  (...conditions: FieldCondition[]): FieldCondition =>
  (root, today) =>
    conditions.every((condition) => condition(root, today));

/** The answer at `key` is `value` (a pseudonym once « pseudonyme » is chosen). */
export const answered =
  (key: string, value: unknown): FieldCondition =>
  (root) =>
    getAt(root, key) === value;

/** Extra rights are a paid copyright's (core/rules/cession.ts availableRights). */
export const offersRights: FieldCondition = and(isPaid, hasWork);
/** A licence is never exclusive (LEGAL J12). */
export const offersExclusivity: FieldCondition = (root) =>
  exclusivityOffered(draftOf(root)) && draftOf(root).nature_contrat !== 'licence';

/** The author form is in use, for a natural person or for a company. */
export const authorFormShown: FieldCondition = (root) => usesAuthorInfo(draftOf(root));
export const authorIsPerson: FieldCondition = (root) =>
  usesAuthorInfo(draftOf(root)) && draftOf(root).auteur_type !== 'Personne morale';
export const authorIsCompany: FieldCondition = (root) =>
  usesAuthorInfo(draftOf(root)) && draftOf(root).auteur_type === 'Personne morale';
export const distinctModel: FieldCondition = (root) => hasDistinctModel(draftOf(root));

/** The person of this form (author or distinct model) is a minor at the contract's date. */
export const minorPerson =
  (person: PersonKey): FieldCondition =>
  (root, today) => {
    const info = personOf(draftOf(root), person);
    return info !== null && isMinorAt(info.date_naissance, dayOf(root, today));
  };

/**
 * A minor's parent: both under joint authority (C. civ. 372), the one who holds it when it is
 * exclusive (373-2-1).
 */
export const parentAsked =
  (person: PersonKey, parent: 1 | 2): FieldCondition =>
  (root, today) =>
    minorPerson(person)(root, today) &&
    (parent === 1 || getAt(root, `${person}.autorite_parentale`) !== 'exclusive');

/** An image-only contract's person is the model, whose parents the form names « du modèle ». */
export const imageOnly: FieldCondition = (root) => hasImage(root) && !hasWork(root);

/** A model under 16 (C. trav. L7124-1), and whether the images serve a modelling activity. */
export const childModel: FieldCondition = (root, today) =>
  needsL7124(draftOf(root), today ?? new Date());
export const childModelling: FieldCondition = (root, today) =>
  needsChildAuthorisation(draftOf(root), today ?? new Date());
