import type { AuthorType } from '../answers/draft';
import type { ProfileType } from '../answers/profile-fields';

/** docs/product.md §5: the client form's message when a required field is empty. */
export const CLIENT_REQUIRED_MESSAGE = 'Veuillez remplir tous les champs obligatoires.';

/** docs/product.md §5 required fields of the client form, per client type. */
export const CLIENT_REQUIRED_FIELDS = {
  physical_person: ['gentille', 'nom', 'prenom'],
  legal_entity: ['nom', 'forme_juridique'],
} as const satisfies Record<ProfileType, readonly string[]>;

export type ClientFormCheck = { ok: true } | { ok: false; missing: string[]; message: string };

/** Checks the required fields (blank after trimming = missing); other fields are optional. */
export function validateClientForm(
  client: { type: ProfileType } & Partial<Record<string, unknown>>,
): ClientFormCheck {
  const missing = CLIENT_REQUIRED_FIELDS[client.type].filter((field) => {
    const value = client[field];
    return typeof value !== 'string' || value.trim() === '';
  });
  return missing.length === 0
    ? { ok: true }
    : { ok: false, missing, message: CLIENT_REQUIRED_MESSAGE };
}

/** docs/product.md §7: a new client's id comes from the creation timestamp (milliseconds). */
export function newClientId(now: Date | number): string {
  return String(typeof now === 'number' ? now : now.getTime());
}

/** The wizard's author type → the client/profile type. */
export function authorTypeToProfileType(type: AuthorType): ProfileType {
  return type === 'Personne morale' ? 'legal_entity' : 'physical_person';
}
