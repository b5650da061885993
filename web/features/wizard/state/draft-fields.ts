import type { CompanyAuthor, Draft, PhysicalAuthor } from '@core/schemas/draft';

type PhysicalKey = keyof Omit<PhysicalAuthor, 'id' | 'saveToClients'>;
type CompanyKey = keyof Omit<CompanyAuthor, 'id' | 'saveToClients'>;
export type AuthorFieldKey = PhysicalKey | CompanyKey;

/**
 * Sets one author field. Editing a field of a picked client keeps the pick (the user may fix a
 * typo); the client's record itself is only changed from « Mes clients ».
 */
export function setAuthorField(draft: Draft, key: AuthorFieldKey, value: string): Draft {
  if (draft.auteur_type === 'Personne physique') {
    return { ...draft, auteur_info: { ...draft.auteur_info, [key]: value } as PhysicalAuthor };
  }
  return { ...draft, auteur_info: { ...draft.auteur_info, [key]: value } as CompanyAuthor };
}

export function setSaveToClients(draft: Draft, on: boolean): Draft {
  return draft.auteur_type === 'Personne physique'
    ? { ...draft, auteur_info: { ...draft.auteur_info, saveToClients: on } }
    : { ...draft, auteur_info: { ...draft.auteur_info, saveToClients: on } };
}

/** Reads one author field as a string ('' when the current author kind has no such field). */
export function authorField(draft: Draft, key: AuthorFieldKey): string {
  const value = (draft.auteur_info as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/** Toggles one value of a list field, keeping the order of `all`. */
export function toggleInList<T extends string>(
  all: readonly T[],
  list: readonly T[],
  item: T,
  on: boolean,
): T[] {
  const next = new Set(list);
  if (on) next.add(item);
  else next.delete(item);
  return all.filter((value) => next.has(value));
}
