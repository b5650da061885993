import type { Draft } from '../schemas/draft';
import { LEGAL_ENTITY_LIMITS, PHYSICAL_PERSON_LIMITS } from './text-limits';
import type { ProfileType } from '../answers/profile-fields';
import {
  CLIENT_ASSIGNEE_GROUP,
  creatorPartyWords,
  isCedant,
  setAssigneeType,
} from '../rules/sides';
import { always, and } from './draft-conditions';
import { PROFILE_COMPANY_BASE, PROFILE_PERSON_BASE, place } from './person-fields';
import type { FieldCondition, FieldSpec } from './types';

/**
 * The assignee typed at step 3 when the user is the one granting the rights (core/rules/sides.ts):
 * the client of a photographer, an illustrator, a model. The same fields and checks as an
 * assignee's profile and a client of the book, under `entreprise_info`; the client's own answers
 * (the consumer question of LEGAL J9) follow at the same step.
 */
export const sideIsCedant: FieldCondition = (root) => isCedant(root as Draft);
const assigneeIs =
  (type: ProfileType): FieldCondition =>
  (root) =>
    (root as Draft).entreprise_info?.type === type;

/** What identifies the assignee (legal review D14: no blank party), as the profile's rule says. */
const PERSON_REQUIRED = ['nom', 'prenom'];
const COMPANY_REQUIRED = ['nom', 'forme_juridique'];

const nameOf = (key: string) => key.split('.').at(-1) ?? key;

/** « Nom (cessionnaire) », « Nom (bénéficiaire) » for an image authorisation alone. */
const WHOSE = '(cessionnaire)';
const labelIn = (label: string) => (root: unknown) =>
  label.endsWith(WHOSE)
    ? `${label.slice(0, -WHOSE.length)}(${creatorPartyWords(root as Draft).counterpart})`
    : label;

function typed(
  specs: readonly FieldSpec[],
  type: ProfileType,
  required: readonly string[],
): FieldSpec[] {
  const showIf = and(sideIsCedant, assigneeIs(type));
  return specs.map((spec) => ({
    ...spec,
    showIf,
    labelIn: labelIn(spec.label),
    ...(required.includes(nameOf(spec.key)) ? { requiredIf: always } : {}),
  }));
}

const placement = { step: 3, group: CLIENT_ASSIGNEE_GROUP, item: 'assignee' } as const;

export const CLIENT_ASSIGNEE_FIELD_SPECS: readonly FieldSpec[] = [
  {
    key: 'entreprise_info.type',
    label: 'Le cessionnaire est',
    kind: 'radio',
    options: [
      { value: 'physical_person', label: 'Personne physique' },
      { value: 'legal_entity', label: 'Personne morale' },
    ],
    write: (root, value) => setAssigneeType(root as Draft, value as ProfileType),
    showIf: sideIsCedant,
    requiredIf: sideIsCedant,
    alwaysSet: true,
    ...placement,
  },
  ...typed(
    place(PROFILE_PERSON_BASE, {
      prefix: 'entreprise_info',
      limits: PHYSICAL_PERSON_LIMITS,
      required: PERSON_REQUIRED,
      whose: WHOSE,
      ...placement,
    }),
    'physical_person',
    PERSON_REQUIRED,
  ),
  ...typed(
    place(PROFILE_COMPANY_BASE, {
      prefix: 'entreprise_info',
      limits: LEGAL_ENTITY_LIMITS,
      required: COMPANY_REQUIRED,
      whose: WHOSE,
      ...placement,
    }),
    'legal_entity',
    COMPANY_REQUIRED,
  ),
];
