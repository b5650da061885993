import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { fromTimestamp, now } from './columns';

/**
 * Feedback keeps no IP nor user agent. Sent from an account, it keeps its owner so the account's
 * data export holds it and its deletion erases it; from a visitor, it has no owner at all.
 */
export async function insertFeedback(
  db: Kysely<DB>,
  message: string,
  ownerId: string | null = null,
): Promise<{ id: string }> {
  const id = randomUUID();
  await db
    .insertInto('feedback')
    .values({ id, message, owner_id: ownerId, created_at: now() })
    .execute();
  return { id };
}

/** One account's feedback, oldest first (for the data export). */
export async function listFeedback(
  db: Kysely<DB>,
  ownerId: string,
): Promise<{ message: string; created_at: string }[]> {
  const rows = await db
    .selectFrom('feedback')
    .select(['message', 'created_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ message: row.message, created_at: fromTimestamp(row.created_at) }));
}
