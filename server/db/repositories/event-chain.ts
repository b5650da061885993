import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SignatureEventsTable } from '../schema';

/**
 * The evidence log's hash chain: each event's hash covers its own fields and
 * the previous event's hash, so changing, removing or reordering any past row breaks every hash
 * after it. The fields are hashed exactly as stored (text), so a check reads them back byte for
 * byte on SQLite and PostgreSQL alike.
 */
export const GENESIS_HASH = '0'.repeat(64);

/** A log row as stored (server/db/schema.ts): what its hash covers, and the two hashes. */
export type ChainedEvent = SignatureEventsTable;
export type ChainedFields = Omit<ChainedEvent, 'prev_hash' | 'hash' | 'mac'>;

export const eventHash = (prevHash: string, e: ChainedFields): string =>
  createHash('sha256')
    .update(prevHash)
    .update('\n')
    .update(
      JSON.stringify([
        e.request_id,
        e.seq,
        e.type,
        e.signer_id,
        e.at,
        e.ip,
        e.user_agent,
        e.details,
      ]),
    )
    .digest('hex');

/**
 * The key of the log's HMACs, kept outside the database: SIGNING_LOG_KEY when set, otherwise
 * derived from the auth secret (BETTER_AUTH_SECRET). Whoever can write to the database but does
 * not hold it cannot write an event that checks — a hash chain alone can be recomputed by anyone.
 */
export const signingLogKey = (options: { logKey?: string; authSecret: string }): Buffer =>
  options.logKey
    ? createHash('sha256').update(options.logKey).digest()
    : createHmac('sha256', options.authSecret).update('clausier-signature-log').digest();

/** An event's HMAC: it covers the event's hash, which covers its fields and the chain before. */
export const eventMac = (key: Uint8Array, hash: string): string =>
  createHmac('sha256', key).update(hash).digest('hex');

const sameMac = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What the request records of its log's end (null on a request logged before HMACs). */
export type ChainHead = { hash: string | null; length: number | null };

/**
 * Where a stored log stops being consistent, or null when every link holds: the numbering, each
 * row's link to the one before, its hash, and — under `key` — its HMAC; then the row the
 * request's head names must be there (a log cut short keeps a consistent chain, but no longer
 * reaches the head the request recorded; the head is read first, so the log may go past it). A request without a head was logged before HMACs: its rows are checked by the
 * hash chain only.
 */
export function brokenLink(
  events: readonly ChainedEvent[],
  check?: { key: Uint8Array; head: ChainHead },
): { seq: number; reason: string } | null {
  let previous = GENESIS_HASH;
  // A log with any HMAC, or a head, is checked whole: clearing the head does not opt out.
  const authenticated =
    check !== undefined && (check.head.hash !== null || events.some((e) => e.mac !== null));
  for (const [index, event] of events.entries()) {
    if (event.seq !== index + 1) return { seq: event.seq, reason: 'numérotation interrompue' };
    if (event.prev_hash !== previous)
      return { seq: event.seq, reason: 'maillon précédent modifié' };
    if (eventHash(previous, event) !== event.hash)
      return { seq: event.seq, reason: 'contenu de l’événement modifié' };
    if (authenticated && !sameMac(event.mac ?? '', eventMac(check.key, event.hash)))
      return { seq: event.seq, reason: 'sceau HMAC de l’événement invalide' };
    previous = event.hash;
  }
  if (authenticated) {
    // The head is read before the rows: events appended in between may follow it, but the row
    // it names must be there, with its hash.
    const length = check.head.length ?? 0;
    const headRow = length > 0 ? events[length - 1] : undefined;
    if (!headRow || headRow.hash !== check.head.hash)
      return { seq: Math.min(length, events.length + 1), reason: 'fin du journal supprimée' };
  }
  return null;
}
