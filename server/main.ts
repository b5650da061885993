import { buildApp } from './app';
import { createAuth, migrateAuth } from './auth/auth';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { withMigrationLock } from './db/migration-lock';
import { startBackgroundJobs } from './jobs/background-jobs';
import { LISTEN_BACKLOG } from './plugins/connection-guard';
import { startMetricsServer } from './scale/metrics';

/**
 * The process: read the config, open and migrate the database (once, before listening), serve,
 * run the background jobs, and on SIGTERM/SIGINT stop gracefully (README « Passer à plusieurs
 * serveurs »): /api/ready turns 503 so the load balancer stops sending traffic, then the server
 * stops accepting, lets in-flight requests and running jobs finish, and closes the database.
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
  const jobs = await startBackgroundJobs(app, config, database);
  const metrics = config.scale.metricsPort
    ? await startMetricsServer(
        app.metrics.registry,
        config.scale.metricsPort,
        config.scale.metricsHost,
      )
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    app.lifecycle.stopping = true;
    // Past the grace period the process exits anyway: a stuck request must not block a deploy.
    setTimeout(() => {
      app.log.error('arrêt forcé : délai de grâce dépassé');
      process.exit(1);
    }, config.scale.shutdownGraceMs + 5_000).unref();
    try {
      // A load balancer polling /api/ready sees 503 and moves clients away before sockets close.
      if (app.scale.shared) await new Promise((resolve) => setTimeout(resolve, 1_000));
      await jobs.close();
      await app.close();
      metrics?.close();
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
