import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Only the columns this move touches; the full table types belong to server/db/schema.ts. */
type OwnedTables = {
  contracts: { owner_id: string };
  profiles: { owner_id: string };
  clients: { owner_id: string; id: string };
  session: { userId: string };
};

/**
 * Gives everything an anonymous visitor made (contracts, profile, clients) to the account they
 * just signed up or in with, and ends the visitor's sessions, in ONE transaction: either the
 * account owns all of it and the old anonymous cookie is dead, or nothing changed.
 *
 * The profile is one row per owner: when the account already has one, the account's profile is
 * kept (it is the one its owner set up deliberately) and the visitor's is dropped. Client ids
 * are unique per owner only (the browser makes them from a timestamp), so a visitor's client
 * whose id the account already uses gets a fresh id rather than failing the whole move.
 */
export async function moveAnonymousData(
  db: Kysely<DB>,
  fromUserId: string,
  toUserId: string,
): Promise<void> {
  if (fromUserId === toUserId) return;
  await db.transaction().execute(async (trx) => {
    const t = trx.withTables<OwnedTables>();
    await t.updateTable('contracts').set({ owner_id: toUserId }).where('owner_id', '=', fromUserId).execute();
    const taken = await t
      .selectFrom('clients as mine')
      .innerJoin('clients as theirs', 'theirs.id', 'mine.id')
      .select('mine.id')
      .where('mine.owner_id', '=', fromUserId)
      .where('theirs.owner_id', '=', toUserId)
      .execute();
    for (const { id } of taken) {
      await t
        .updateTable('clients')
        .set({ id: `${id}-${randomUUID().slice(0, 8)}` })
        .where('owner_id', '=', fromUserId)
        .where('id', '=', id)
        .execute();
    }
    await t.updateTable('clients').set({ owner_id: toUserId }).where('owner_id', '=', fromUserId).execute();
    const existing = await t
      .selectFrom('profiles')
      .select('owner_id')
      .where('owner_id', '=', toUserId)
      .executeTakeFirst();
    if (existing) await t.deleteFrom('profiles').where('owner_id', '=', fromUserId).execute();
    else await t.updateTable('profiles').set({ owner_id: toUserId }).where('owner_id', '=', fromUserId).execute();
    await t.deleteFrom('session').where('userId', '=', fromUserId).execute();
  });
}
