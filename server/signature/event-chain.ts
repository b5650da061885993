import { createHash } from 'node:crypto';
import type { SignatureEventsTable } from '../db/schema';

/**
 * The evidence log's hash chain (issue 15 item 3): each event's hash covers its own fields and
 * the previous event's hash, so changing, removing or reordering any past row breaks every hash
 * after it. The fields are hashed exactly as stored (text), so a check reads them back byte for
 * byte on SQLite and PostgreSQL alike.
 */
export const GENESIS_HASH = '0'.repeat(64);

/** A log row as stored (server/db/schema.ts): what its hash covers, and the two hashes. */
export type ChainedEvent = SignatureEventsTable;
export type ChainedFields = Omit<ChainedEvent, 'prev_hash' | 'hash'>;

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

/** Where a stored log stops being consistent, or null when every link holds. */
export function brokenLink(
  events: readonly ChainedEvent[],
): { seq: number; reason: string } | null {
  let previous = GENESIS_HASH;
  for (const [index, event] of events.entries()) {
    if (event.seq !== index + 1) return { seq: event.seq, reason: 'numérotation interrompue' };
    if (event.prev_hash !== previous)
      return { seq: event.seq, reason: 'maillon précédent modifié' };
    if (eventHash(previous, event) !== event.hash)
      return { seq: event.seq, reason: 'contenu de l’événement modifié' };
    previous = event.hash;
  }
  return null;
}
