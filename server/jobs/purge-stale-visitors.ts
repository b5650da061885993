import type { Kysely } from 'kysely';
import { eraseUsers } from '../auth/erase-user';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { AuthTables } from '../db/auth-tables';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * better-auth writes a session row (its `updatedAt`) when the session is created and then when
 * it is renewed, at most once per this period (server/auth/auth.ts, `session.updateAge`). A
 * visitor seen at `updatedAt` may therefore have kept using the app for up to one more period
 * without any write: their last activity is counted as `updatedAt + SESSION_UPDATE_AGE`.
 */
export const SESSION_UPDATE_AGE_MS = DAY_MS;

/**
 * GDPR retention (docs/design.md §5): an anonymous visitor whose last activity is more than
 * `retentionDays` old is erased with everything they saved, in one transaction per batch.
 * Last activity is the latest of: the visitor's creation, any of their sessions being used
 * (renewed — see SESSION_UPDATE_AGE_MS), any save of a contract, client or profile. It is not
 * the session's expiry, which lies 30 days after its last renewal (that counted twice, ~60 days).
 * A visitor is thus erased between `retentionDays` and `retentionDays + 1` days after they were
 * last seen (plus up to a day before the daily run). Returns the number of visitors erased.
 */
export async function purgeStaleVisitors(
  database: Database,
  options: { retentionDays: number; now?: Date },
): Promise<number> {
  const cutoff = (options.now ?? new Date()).getTime() - options.retentionDays * DAY_MS;
  // SQLite holds these timestamps as ISO strings (both better-auth's and ours), PostgreSQL as
  // timestamps: compare with the value each stores.
  const at = (time: number): string => new Date(time).toISOString();
  const postgres = database.dialect === 'postgres';
  const since = at(cutoff);
  const sessionSince = at(cutoff - SESSION_UPDATE_AGE_MS);
  const anonymousFlag = postgres ? true : 1;
  const db = database.db.withTables<AuthTables>();

  let erased = 0;
  for (;;) {
    const stale = await db
      .selectFrom('user')
      .select('user.id')
      .where('user.isAnonymous', '=', anonymousFlag)
      .where('user.createdAt', '<', since)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('session')
              .select('session.id')
              .whereRef('session.userId', '=', 'user.id')
              .where('session.updatedAt', '>=', sessionSince),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('contracts')
              .select('contracts.id')
              .whereRef('contracts.owner_id', '=', 'user.id')
              .where('contracts.updated_at', '>=', since),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('clients')
              .select('clients.id')
              .whereRef('clients.owner_id', '=', 'user.id')
              .where('clients.updated_at', '>=', since),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('profiles')
              .select('profiles.owner_id')
              .whereRef('profiles.owner_id', '=', 'user.id')
              .where('profiles.updated_at', '>=', since),
          ),
        ),
      )
      .limit(BATCH)
      .execute();
    if (stale.length === 0) return erased;
    await eraseUsers(
      database.db as unknown as Kysely<DB>,
      stale.map((row) => row.id),
    );
    erased += stale.length;
    if (stale.length < BATCH) return erased;
  }
}

/** The purge runs at start-up and then daily (server/jobs/background-jobs.ts). */
export const PURGE_EVERY_MS = DAY_MS;
