/**
 * Child process of the benchmarks: the real app (buildApp, better-auth and Clausier migrations)
 * on SQLite in a temporary DATA_DIR, listening on 127.0.0.1 (free port). Prints `PORT <n>`;
 * stops and deletes its data on SIGTERM. WEB_DIR (default dist/web) is the built SPA. Adds one
 * route of its own, /api/bench-memory (below), for the API budget's comparison.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '@server/app';
import { createAuth, migrateAuth } from '@server/auth/auth';
import { loadConfig } from '@server/config';
import { createDatabase } from '@server/db/database';
import { LISTEN_BACKLOG } from '@server/plugins/connection-guard';
import { migrateToLatest } from '@server/db/migrate';
import { UNTHROTTLED } from '@server/auth/test-support';
import { BENCH_ORIGIN } from './origin';

const pick = (env: NodeJS.ProcessEnv, names: string[]) =>
  Object.fromEntries(
    names.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]),
  );

/**
 * The API budget's yardstick (docs/design.md §7): this same server — every plugin and hook of
 * buildApp, under /api like the list — answering a body held in memory, with no session and no
 * database. The bench PUTs the list's own answer, then loads GET on both.
 */
async function memoryBodyRoute(api: FastifyInstance) {
  let body = '{}';
  api.put('/bench-memory', { bodyLimit: 1_048_576 }, async (request) => {
    body = JSON.stringify(request.body);
    return { bytes: Buffer.byteLength(body) };
  });
  api.get('/bench-memory', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  );
}

const BENCH_SECRET = 'clausier-bench-secret-0123456789abcdef';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'clausier-bench-'));
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BETTER_AUTH_SECRET: BENCH_SECRET,
      BETTER_AUTH_URL: BENCH_ORIGIN,
      // The connection settings may be varied from the bench's environment (bench/stalled.ts).
      ...pick(process.env, [
        'REQUEST_TIMEOUT_MS',
        'HEADERS_TIMEOUT_MS',
        'KEEP_ALIVE_TIMEOUT_MS',
        'MAX_CONNECTIONS',
        'MAX_CONNECTIONS_PER_IP',
      ]),
    },
    {
      webDir: resolve(process.env.WEB_DIR ?? 'dist/web'),
      // The bench signs up once and creates 50 contracts in a few seconds: no limit in the way.
      rateLimits: { auth: 100_000, generation: 100_000, windowMs: 60_000 },
      throttles: UNTHROTTLED,
    },
  );
  const database = createDatabase({ dataDir });
  await migrateAuth(createAuth({ database, config }));
  await migrateToLatest(database);
  const app = await buildApp(config, database);
  await app.register(memoryBodyRoute, { prefix: '/api' });
  await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
  // bench/stalled.ts reads the connection guard's counters from these lines.
  if (process.env.BENCH_REPORT_CONNECTIONS) {
    setInterval(() => {
      const { open, refusedPerIp, evicted } = app.connectionStats();
      console.log(`CONNECTIONS ${open} ${refusedPerIp} ${evicted}`);
    }, 1000).unref();
  }
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.destroy())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
