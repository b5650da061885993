/**
 * What an anonymous visitor's session handed over to the account they signed in to (docs/product.md
 * §4 "Identity"). The server counts it during the move and passes it to the page in a short-lived
 * cookie (MOVED_DATA_COOKIE); the page says it in French, once, so a move is never silent. The
 * cookie is read by `decodeMovedData`, whose pattern admits only these four counts.
 */
export type MovedData = { drafts: number; contracts: number; clients: number; profile: boolean };

/** Readable by the page (not HttpOnly): it holds four numbers, nothing personal. */
export const MOVED_DATA_COOKIE = 'clausier.moved';

/** `drafts.contracts.clients.profile`, e.g. `2.0.1.1`: cookie-safe, no encoding needed. */
export const encodeMovedData = (moved: MovedData): string =>
  [moved.drafts, moved.contracts, moved.clients, moved.profile ? 1 : 0].join('.');

export function decodeMovedData(value: string): MovedData | null {
  const match = /^(\d{1,6})\.(\d{1,6})\.(\d{1,6})\.([01])$/.exec(value);
  if (!match) return null;
  return {
    drafts: Number(match[1]),
    contracts: Number(match[2]),
    clients: Number(match[3]),
    profile: match[4] === '1',
  };
}

const counted = (count: number, singular: string, plural: string) =>
  `${count}\u00a0${count === 1 ? singular : plural}`;

/**
 * « 2 brouillons et 1 client ont été ajoutés à votre compte. » — null when nothing moved.
 * Every noun is masculine, so only the number decides the agreement of « ajouté ».
 */
export function movedDataMessage(moved: MovedData): string | null {
  const parts: string[] = [];
  if (moved.drafts > 0) parts.push(counted(moved.drafts, 'brouillon', 'brouillons'));
  if (moved.contracts > 0) parts.push(counted(moved.contracts, 'contrat', 'contrats'));
  if (moved.clients > 0) parts.push(counted(moved.clients, 'client', 'clients'));
  if (moved.profile) parts.push('votre profil');
  if (parts.length === 0) return null;
  const single =
    parts.length === 1 && (moved.profile || moved.drafts + moved.contracts + moved.clients === 1);
  const list =
    parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)!}`;
  const sentence = `${list} ${single ? 'a été ajouté' : 'ont été ajoutés'} à votre compte.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
