import type { Writable } from 'node:stream';
import { buildApp } from '../app';
import { createAuth, migrateAuth } from '../auth/auth';
import { createTestDatabase, testConfig, type Backend } from '../auth/test-support';
import type { Config } from '../config';
import { migrateToLatest } from '../db/migrate';
import { withMigrationLock } from '../db/migration-lock';

/**
 * A test app whose config differs from the default test one (low rate limits, a web dir, a
 * captured log stream). Same databases as createTestApp: a fresh SQLite file, or a PostgreSQL
 * schema of its own.
 */
export async function createCustomApp(
  backend: Backend,
  overrides: Partial<Omit<Config, 'auth'>> = {},
  logStream?: Writable,
) {
  const test = await createTestDatabase(backend);
  const config: Config = { ...testConfig(test.dataDir), ...overrides };
  // Under the lock schema drops take (auth/test-support.ts dropTestSchema).
  const app = await withMigrationLock(test.database, async () => {
    await migrateAuth(createAuth({ database: test.database, config }));
    await migrateToLatest(test.database);
    return buildApp(config, test.database, { logStream });
  });
  return {
    app,
    config,
    database: test.database,
    close: async () => {
      await app.close();
      await test.cleanup();
    },
  };
}
