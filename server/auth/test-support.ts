import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { MIGRATION_LOCK_KEY, withMigrationLock } from '../db/migration-lock';

/**
 * Test databases: a fresh SQLite file, or a PostgreSQL schema of its own (dropped afterwards) so
 * parallel suites never collide.
 */
export type Backend = 'sqlite' | 'postgres';

/**
 * The storage suites (repositories, identity storage, the queries that branch on the dialect):
 * on SQLite, and a second time on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it).
 */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/**
 * The suites above storage (routes, plugins, use cases): SQLite only. What differs between the
 * dialects lives below them and is covered on both by the storage suites; a PostgreSQL pass of
 * every route suite doubled their time for no path of their own.
 */
export const APP_BACKENDS: Backend[] = ['sqlite'];

export type TestDatabase = { database: Database; dataDir: string; cleanup(): Promise<void> };

export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clausier-auth-'));
  if (backend === 'sqlite') {
    const database = createDatabase({ dataDir });
    return {
      database,
      dataDir,
      cleanup: async () => {
        await database.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `auth_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const separator = url.includes('?') ? '&' : '?';
  const scoped = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const database = createDatabase({ dataDir, databaseUrl: scoped });
  return {
    database,
    dataDir,
    cleanup: async () => {
      await database.destroy();
      await dropTestSchema(admin, schema);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Drops a test's PostgreSQL schema under the start-up migration lock. Kysely's migrator and
 * better-auth's read the catalog of every schema in the database, resolving each table by its
 * schema's name: a schema dropped by a suite on another worker in the middle of that read made
 * them fail (« relation "auth_test_….signature_signers" does not exist »). Test migrations take
 * the same lock (migrateTestDatabase), so a drop waits for them and they wait for a drop.
 */
export async function dropTestSchema(admin: pg.Client, schema: string): Promise<void> {
  const key = MIGRATION_LOCK_KEY.toString();
  await admin.query('select pg_advisory_lock($1::bigint)', [key]);
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await admin.query('select pg_advisory_unlock($1::bigint)', [key]);
  }
}

/** Clausier's migrations on a test database, under the lock schema drops take (dropTestSchema). */
export function migrateTestDatabase(database: Database): Promise<void> {
  return withMigrationLock(database, () => migrateToLatest(database));
}

export const TEST_SECRET = 'clausier-test-secret-0123456789abcdef';

const OPEN = { max: 1_000_000, windowMs: 60_000 };
/** Every storage throttle out of the way (the rate-limit suite sets its own). */
export const UNTHROTTLED: Config['throttles'] = {
  identityPerIp: OPEN,
  writesPerIp: OPEN,
  writesPerUser: OPEN,
  importsPerUser: OPEN,
  feedbackPerIp: OPEN,
};

/** A test config: no rate limit in the way, a fixed secret, the given auth settings. */
export function testConfig(dataDir: string, auth: Partial<Config['auth']> = {}): Config {
  return loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, BETTER_AUTH_SECRET: TEST_SECRET },
    {
      rateLimits: { auth: 10_000, generation: 10_000, windowMs: 60_000 },
      throttles: UNTHROTTLED,
      auth: { secret: TEST_SECRET, baseUrl: 'http://localhost:3000', ...auth },
    },
  );
}

/** Migrates Clausier's tables and builds the app (whose auth plugin migrates better-auth's). */
export async function createTestApp(backend: Backend, auth: Partial<Config['auth']> = {}) {
  const test = await createTestDatabase(backend);
  const config = testConfig(test.dataDir, auth);
  // buildApp migrates better-auth's tables: under the lock too (dropTestSchema).
  const app = await withMigrationLock(test.database, async () => {
    await migrateToLatest(test.database);
    return buildApp(config, test.database);
  });
  return {
    app,
    config,
    database: test.database,
    /** How many contracts are stored, whoever owns them: « nothing was written » checks. */
    countContracts: async () =>
      Number(
        (
          await test.database.db
            .selectFrom('contracts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    close: async () => {
      await app.close();
      await test.cleanup();
    },
  };
}

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(setCookie: string | string[] | number | undefined): string {
  const list =
    setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  return list
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}
