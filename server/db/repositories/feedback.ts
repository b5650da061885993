import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { now } from './columns';

/** Feedback is stored without any link to its author (no owner, no IP). */
export async function insertFeedback(db: Kysely<DB>, message: string): Promise<{ id: string }> {
  const id = randomUUID();
  await db.insertInto('feedback').values({ id, message, created_at: now() }).execute();
  return { id };
}
