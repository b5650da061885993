import { sql } from 'kysely';
import type { Database } from './database';

/**
 * The key of the PostgreSQL advisory lock every instance takes around its start-up migrations
 * (an arbitrary 64-bit number, the same for every Clausier process on a database).
 */
export const MIGRATION_LOCK_KEY = 7_240_531_886_102_417n;

/**
 * Runs `work` (the start-up migrations: better-auth's tables, then ours) while holding a
 * PostgreSQL advisory lock, so instances started at the same moment migrate one after the
 * other: the first creates the tables, the next find nothing left to do. Without it two
 * instances on a fresh database both issued CREATE TABLE and the second died (« duplicate key
 * value violates unique constraint "pg_type_typname_nsp_index" »). SQLite is one file
 * of one process: nothing to lock.
 */
export async function withMigrationLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  // One pooled connection holds the lock (advisory locks belong to a session) until released.
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}
