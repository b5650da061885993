import { LEGAL_ENTITY_LIMITS, PHYSICAL_PERSON_LIMITS } from './text-limits';
import { PROFILE_COMPANY_BASE, PROFILE_PERSON_BASE, place } from './person-fields';
import type { FieldSpec } from './types';

/**
 * The assignee's profile (dashboard) and the clients of the address book: the same person and
 * company fields as the wizard's author, plus e-mail and telephone (docs/product.md §3 "User
 * profile").
 */
export const PROFILE_FIELDS: readonly FieldSpec[] = [
  ...place(PROFILE_PERSON_BASE, {
    prefix: 'physical_person',
    limits: PHYSICAL_PERSON_LIMITS,
    required: ['nom'],
    group: 'Personne physique',
  }),
  ...place(PROFILE_COMPANY_BASE, {
    prefix: 'legal_entity',
    limits: LEGAL_ENTITY_LIMITS,
    required: ['nom'],
    group: 'Personne morale',
  }),
];

/** A client's fields sit at the root of the client record, per client type. */
export const CLIENT_FIELDS = {
  physical_person: place(PROFILE_PERSON_BASE, {
    prefix: '',
    limits: PHYSICAL_PERSON_LIMITS,
    required: ['gentille', 'nom', 'prenom'],
  }),
  legal_entity: place(PROFILE_COMPANY_BASE, {
    prefix: '',
    limits: LEGAL_ENTITY_LIMITS,
    required: ['nom', 'forme_juridique'],
  }),
} as const satisfies Record<string, readonly FieldSpec[]>;

/** A client field's French label (« Capital social »), or its key when the type has no such field. */
export function clientFieldLabel(type: keyof typeof CLIENT_FIELDS, key: string): string {
  return CLIENT_FIELDS[type].find((spec) => spec.key === key)?.label ?? key;
}
