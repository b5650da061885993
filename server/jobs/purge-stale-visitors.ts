import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { deleteOwnerData } from '../db/repositories/owner-data';
import type { DB } from '../db/schema';

/** The columns of better-auth's tables this job reads (better-auth owns and migrates them). */
type AuthTables = {
  user: { id: string; isAnonymous: number | boolean | null; createdAt: string | Date };
  session: { id: string; userId: string; expiresAt: string | Date };
};

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

const toTime = (value: string | Date | number): number =>
  value instanceof Date ? value.getTime() : new Date(value).getTime();

/**
 * GDPR retention (DESIGN §5): an anonymous visitor who has not come back for `retentionDays`
 * (no session still valid within that window, account created before it) is erased with
 * everything they saved. Their session cookie is dead anyway, so nobody can reach that data.
 * Returns the number of visitors erased.
 */
export async function purgeStaleVisitors(
  database: Database,
  options: { retentionDays: number; now?: Date },
): Promise<number> {
  const cutoff = (options.now ?? new Date()).getTime() - options.retentionDays * DAY_MS;
  const db = database.db.withTables<AuthTables>();
  const anonymousFlag = database.dialect === 'postgres' ? true : 1;
  const visitors = await db
    .selectFrom('user')
    .select(['id', 'createdAt'])
    .where('isAnonymous', '=', anonymousFlag)
    .execute();

  const stale: string[] = [];
  for (const visitor of visitors) {
    if (toTime(visitor.createdAt) > cutoff) continue;
    const sessions = await db.selectFrom('session').select('expiresAt').where('userId', '=', visitor.id).execute();
    if (sessions.every((s) => toTime(s.expiresAt) < cutoff)) stale.push(visitor.id);
  }

  for (let i = 0; i < stale.length; i += BATCH) {
    const ids = stale.slice(i, i + BATCH);
    await db.transaction().execute(async (trx) => {
      for (const id of ids) await deleteOwnerData(trx as unknown as Kysely<DB>, id);
      await trx.deleteFrom('session').where('userId', 'in', ids).execute();
      await trx.deleteFrom('user').where('id', 'in', ids).execute();
    });
  }
  return stale.length;
}

/** Runs the purge at start-up and then daily; the timer never keeps the process alive. */
export function schedulePurge(database: Database, retentionDays: number, log: (msg: string) => void) {
  const run = () =>
    purgeStaleVisitors(database, { retentionDays })
      .then((count) => count > 0 && log(`${count} visiteur(s) anonyme(s) inactif(s) effacé(s)`))
      .catch(() => log('purge des visiteurs anonymes impossible'));
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
