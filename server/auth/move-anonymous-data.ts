import type { Kysely } from 'kysely';
import type { MovedData } from '@core/rules/moved-data';
import type { DB } from '../db/schema';
import { moveOwnerData } from '../db/repositories/owner-data';

/** better-auth's session table, seen only to end the visitor's sessions. */
type SessionTable = { session: { userId: string } };

/**
 * Gives everything an anonymous visitor made (contracts, profile, clients — rules in
 * moveOwnerData) to the account they just signed up or in with, and ends the visitor's
 * sessions, in ONE transaction: either the account owns all of it and the old anonymous cookie
 * is dead, or nothing changed. better-auth's anonymous plugin deletes the visitor's user after.
 */
export async function moveAnonymousData(
  db: Kysely<DB>,
  fromUserId: string,
  toUserId: string,
): Promise<MovedData> {
  if (fromUserId === toUserId) return { drafts: 0, contracts: 0, clients: 0, profile: false };
  return db.transaction().execute(async (trx) => {
    const moved = await moveOwnerData(trx, fromUserId, toUserId);
    await trx
      .withTables<SessionTable>()
      .deleteFrom('session')
      .where('userId', '=', fromUserId)
      .execute();
    return moved;
  });
}
