import { buildApp } from './app';
import { createAuth, migrateAuth } from './auth/auth';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { withMigrationLock } from './db/migration-lock';
import { schedulePurge } from './jobs/purge-stale-visitors';
import { scheduleSignatureSweep } from './jobs/signature-sweep';
import { LISTEN_BACKLOG } from './plugins/connection-guard';

/**
 * The process: read the config, open and migrate the database (once, before listening), serve,
 * and on SIGTERM/SIGINT stop accepting, let in-flight requests finish, then close the database.
 */
async function main() {
  const config = loadConfig();
  const database = createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  // better-auth's tables first (user, session, …), then Clausier's; one instance at a time on
  // a shared PostgreSQL database (server/db/migration-lock.ts).
  await withMigrationLock(database, async () => {
    await migrateAuth(createAuth({ database, config }));
    await migrateToLatest(database);
  });
  const app = await buildApp(config, database);
  const stopPurge = schedulePurge(database, config.anonymousRetentionDays, (msg) =>
    app.log.info(msg),
  );
  const stopSignatureSweep = scheduleSignatureSweep(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    try {
      stopPurge();
      stopSignatureSweep();
      await app.close();
      await database.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'arrêt incomplet');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Clausier est prêt sur http://localhost:${port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Clausier n’a pas pu démarrer :', error);
  process.exit(1);
});
