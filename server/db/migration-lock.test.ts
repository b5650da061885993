import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuth, migrateAuth } from '../auth/auth';
import { dropTestSchema, testConfig } from '../auth/test-support';
import { exited, startServer, type RunningServer } from '../test-support/spawn-server';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { withMigrationLock } from './migration-lock';

const url = process.env.TEST_DATABASE_URL;

const scopedUrl = (schema: string) => {
  const separator = url?.includes('?') ? '&' : '?';
  return `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
};

/**
 * The mechanism, where the race is certain: three database pools of one process run the
 * start-up migrations at the same instant on an empty schema. Without the lock, concurrent
 * CREATE TABLEs collide (« duplicate key value violates unique constraint
 * "pg_type_typname_nsp_index" »); with it, all three succeed.
 */
describe.skipIf(!url)('start-up migrations under the advisory lock', () => {
  it('three concurrent runs on a fresh schema all succeed', { timeout: 60_000 }, async () => {
    const schema = `lock_race_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const dataDir = mkdtempSync(join(tmpdir(), 'clausier-lock-'));
    const databases = [1, 2, 3].map(() =>
      createDatabase({ dataDir, databaseUrl: scopedUrl(schema) }),
    );
    try {
      const config = testConfig(dataDir);
      const runs = await Promise.allSettled(
        databases.map((database) =>
          withMigrationLock(database, async () => {
            await migrateAuth(createAuth({ database, config }));
            await migrateToLatest(database);
          }),
        ),
      );
      expect(runs.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))).toEqual([]);
      const tables = await admin.query(
        `select count(*)::int as n from information_schema.tables where table_schema = $1`,
        [schema],
      );
      expect((tables.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(8);
    } finally {
      for (const database of databases) await database.destroy();
      await dropTestSchema(admin, schema);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * Any number of instances start at the same moment on one fresh PostgreSQL
 * database. Three real servers (server/main.ts) are started together on an empty schema; all three
 * must come up (before the lock, the second died on a CREATE TABLE race) and serve the same data.
 */
describe.skipIf(!url)('instances started together on a fresh PostgreSQL database', () => {
  const schema = `start_race_${randomBytes(5).toString('hex')}`;
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  const admin = new pg.Client({ connectionString: url });

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
    await dropTestSchema(admin, schema);
    await admin.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'three start at once, migrate once, and share the database',
    { timeout: 120_000 },
    async () => {
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const separator = url?.includes('?') ? '&' : '?';
      const scoped = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      const start = () => {
        const dataDir = mkdtempSync(join(tmpdir(), 'clausier-race-'));
        dirs.push(dataDir);
        return startServer(
          {
            PORT: '0',
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DATABASE_URL: scoped,
            BETTER_AUTH_SECRET: 'clausier-test-secret-0123456789abcdef',
            BETTER_AUTH_URL: 'http://localhost:3000',
            WEB_DIR: join(dataDir, 'no-web'),
          },
          90_000,
        );
      };
      const started = await Promise.allSettled([start(), start(), start()]);
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      const failures = started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);

      // One set of tables, one migration record each, and every instance answers from them.
      const migrations = await admin.query(
        `select name from ${schema}.clausier_migrations order by name`,
      );
      expect(migrations.rows.map((row: { name: string }) => row.name)).toContain(
        '0004-feedback-owner',
      );
      expect(new Set(migrations.rows.map((row: { name: string }) => row.name)).size).toBe(
        migrations.rows.length,
      );
      const origin = 'http://localhost:3000';
      const signUp = await fetch(`${servers[0]?.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({
          email: 'course@example.fr',
          password: 'mot-de-passe-solide-42',
          name: 'Course',
        }),
      });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      for (const server of servers.slice(1)) {
        const session = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
        expect(((await session.json()) as { user?: { email?: string } }).user?.email).toBe(
          'course@example.fr',
        );
      }
    },
  );
});
