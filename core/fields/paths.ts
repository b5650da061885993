/**
 * Reads and writes a dotted path (`auteur_info.parent1.nom`) in a plain record, immutably: the
 * registry's keys address the draft, the profile and a client the same way.
 */
// The keys are the registry's (a few hundred, list items included): split once each. Readiness,
// the server's checks and the contract read them for every field of every draft.
const splitKeys = new Map<string, readonly string[]>();
const partsOf = (key: string): readonly string[] => {
  let parts = splitKeys.get(key);
  if (parts === undefined) {
    parts = key.split('.');
    if (splitKeys.size >= 10_000) splitKeys.clear();
    splitKeys.set(key, parts);
  }
  return parts;
};

export function getAt(root: unknown, key: string): unknown {
  let value: unknown = root;
  for (const part of partsOf(key)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The value as the text an input shows: '' for anything that is not a string or a number. */
export function textAt(root: unknown, key: string): string {
  const value = getAt(root, key);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A copy of `root` with `key` set; every record on the way is copied, nothing else. */
export function setAt<T>(root: T, key: string, value: unknown): T {
  const [head, ...rest] = key.split('.');
  // A list stays a list (`coauteurs.1.nom` copies the array, then the item).
  if (Array.isArray(root)) {
    const list = [...(root as unknown[])];
    const index = Number(head);
    list[index] = rest.length === 0 ? value : setAt(list[index], rest.join('.'), value);
    return list as T;
  }
  const record = (typeof root === 'object' && root !== null ? root : {}) as Record<string, unknown>;
  const next = rest.length === 0 ? value : setAt(record[head!], rest.join('.'), value);
  return { ...record, [head!]: next } as T;
}

/** The record holding the field (`auteur_info` for `auteur_info.code_postal`), for sibling rules. */
export function parentRecord(root: unknown, key: string): Record<string, unknown> {
  const parts = key.split('.');
  const holder = parts.length > 1 ? getAt(root, parts.slice(0, -1).join('.')) : root;
  return typeof holder === 'object' && holder !== null ? (holder as Record<string, unknown>) : {};
}
