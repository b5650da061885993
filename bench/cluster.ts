import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { readyLargestDraft } from '@server/render/fixtures/largest-draft';
import { haproxyConfig } from '@server/scale/haproxy-config';
import {
  exited,
  freePort,
  startServer,
  type RunningServer,
} from '@server/test-support/spawn-server';
import type { BenchRow } from './stats';

/**
 * (g) The same cluster as server/scale/cluster.test.ts — PostgreSQL, Redis, HAProxy
 * in front — with one instance, then two, on this machine: GET /api/contracts (50 contracts)
 * with autocannon, and stored-contract PDFs per second from 8 accounts at once (each account
 * has its own render turn). Each instance is pinned with its render processes to a core of its
 * own (`taskset`; Node then sizes the render pool to that one core): one instance on core 0, then
 * two on cores 0 and 1 — the 1 → 2 reading is one core against two, without a second instance
 * competing for the first one's core. HAProxy, PostgreSQL, Redis and the load generator are not
 * pinned and take their share from both cores.
 */
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
const SECRET = 'clausier-bench-secret-0123456789abcdef';

export type ClusterResult =
  | { error: string }
  | { runs: { instances: number; listPerSecond: number; pdfPerSecond: number }[] };

type Cluster = { proxyUrl: string; stop: () => Promise<void> };

async function startCluster(instances: number, databaseUrl: string): Promise<Cluster> {
  const cores = Math.max(1, availableParallelism());
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  const proxyPort = await freePort(3280, 3299);
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  for (let i = 0; i < instances; i += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'clausier-bench-cluster-'));
    dirs.push(dataDir);
    servers.push(
      await startServer(
        {
          PORT: '0',
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          REDIS_URL,
          TRUST_PROXY: 'true',
          BETTER_AUTH_SECRET: SECRET,
          BETTER_AUTH_URL: proxyUrl,
          WEB_DIR: join(dataDir, 'no-web'),
          STORAGE_QUOTA_CONTRACTS: '100000',
        },
        90_000,
        { cpus: String(i % cores) },
      ),
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'clausier-bench-haproxy-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'haproxy.cfg'),
    haproxyConfig({
      bind: `127.0.0.1:${proxyPort}`,
      servers: servers.map((s) => `127.0.0.1:${new URL(s.url).port}`),
      // Production's interval: at 300 ms a single pinned instance, busy with 20 connections, missed
      // two checks in a row and HAProxy answered 503 for the rest of the run.
      checkIntervalMs: 2_000,
    }),
  );
  const proxy: ChildProcess = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i += 1) {
    const ok = await fetch(`${proxyUrl}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return {
    proxyUrl,
    stop: async () => {
      proxy.kill('SIGKILL');
      for (const server of servers) {
        server.child.kill('SIGTERM');
        await exited(server.child);
      }
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

async function account(base: string, n: number): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', 'x-bench': String(n) },
    body: JSON.stringify({
      email: `bench-${n}-${randomBytes(3).toString('hex')}@exemple.fr`,
      password: 'mot-de-passe-solide-42',
      name: 'Bench',
    }),
  });
  if (!response.ok) throw new Error(`inscription refusée (${response.status})`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function saveContract(base: string, cookie: string, title: string): Promise<string> {
  const response = await fetch(`${base}/api/contracts`, {
    method: 'POST',
    headers: { origin: base, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ contractData: readyLargestDraft(), title, isDraft: false }),
  });
  if (!response.ok) throw new Error(`enregistrement refusé (${response.status})`);
  return ((await response.json()) as { id: string }).id;
}

async function measure(cluster: Cluster, seconds: number) {
  const base = cluster.proxyUrl;
  const owner = await account(base, 0);
  for (let i = 0; i < 50; i += 1) await saveContract(base, owner, `Contrat ${i + 1}`);
  const headers = { cookie: owner, origin: base };
  await autocannon({ url: `${base}/api/contracts`, headers, duration: 1, connections: 20 });
  const list = await autocannon({
    url: `${base}/api/contracts`,
    headers,
    duration: seconds,
    connections: 20,
  });
  if (list.non2xx > 0 || list.errors > 0)
    throw new Error(
      `GET /api/contracts : ${list.non2xx} non 2xx, ${list.errors} erreurs ${JSON.stringify(list.statusCodeStats)}`,
    );

  // Eight accounts, each asking for its stored contract's PDF again and again.
  const readers = await Promise.all(
    Array.from({ length: 8 }, async (_, n) => {
      const cookie = await account(base, n + 1);
      return { cookie, id: await saveContract(base, cookie, `PDF ${n}`) };
    }),
  );
  let pdfs = 0;
  const failures = new Map<number, string>();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    readers.map(async ({ cookie, id }) => {
      while (Date.now() < until) {
        const answer = await fetch(`${base}/api/contracts/${id}/pdf`, { headers: { cookie } });
        const body = await answer.arrayBuffer();
        if (answer.ok) pdfs += 1;
        else failures.set(answer.status, Buffer.from(body).toString('utf8').slice(0, 200));
      }
    }),
  );
  if (pdfs === 0) throw new Error(`aucun PDF : ${JSON.stringify([...failures])}`);
  return { listPerSecond: list.requests.average, pdfPerSecond: pdfs / seconds };
}

export async function benchCluster(seconds = 5): Promise<ClusterResult> {
  if (spawnSync('haproxy', ['-v']).status !== 0)
    return { error: 'HAProxy absent (apt install haproxy)' };
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
  });
  const redisOk = await redis
    .connect()
    .then(() => redis.flushdb())
    .then(() => true)
    .catch(() => false);
  redis.disconnect();
  if (!redisOk) return { error: `Redis injoignable (${REDIS_URL})` };
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await admin.connect();
  } catch {
    return { error: `PostgreSQL injoignable (${DATABASE_URL})` };
  }
  const runs: { instances: number; listPerSecond: number; pdfPerSecond: number }[] = [];
  try {
    for (const instances of [1, 2]) {
      const schema = `bench_cluster_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE SCHEMA ${schema}`);
      const separator = DATABASE_URL.includes('?') ? '&' : '?';
      const scoped = `${DATABASE_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      const cluster = await startCluster(instances, scoped);
      try {
        runs.push({ instances, ...(await measure(cluster, seconds)) });
      } finally {
        await cluster.stop();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      }
    }
  } finally {
    await admin.end();
  }
  return { runs };
}

export function clusterRows(result: ClusterResult): BenchRow[] {
  if ('error' in result)
    return [{ measure: 'Grappe derrière HAProxy', value: result.error, budget: '—', ok: null }];
  const [one, two] = result.runs;
  const ratios: BenchRow[] =
    one && two
      ? [
          {
            measure: 'Grappe, 2 instances / 1 (un cœur chacune) : liste ; PDF',
            value: `${(two.listPerSecond / one.listPerSecond).toFixed(2)}× ; ${(two.pdfPerSecond / one.pdfPerSecond).toFixed(2)}×`,
            budget: '≥ 1,6×',
            ok:
              two.listPerSecond / one.listPerSecond >= 1.6 &&
              two.pdfPerSecond / one.pdfPerSecond >= 1.6,
          },
        ]
      : [];
  const rows: BenchRow[] = result.runs.flatMap((run) => [
    {
      measure: `GET /api/contracts via HAProxy, ${run.instances} instance(s) (cœur ${run.instances === 1 ? '0' : '0 et 1'})`,
      value: `${Math.round(run.listPerSecond)} req/s`,
      budget: '—',
      ok: null,
    },
    {
      measure: `PDF de contrats enregistrés via HAProxy, ${run.instances} instance(s)`,
      value: `${run.pdfPerSecond.toFixed(1)} PDF/s`,
      budget: '—',
      ok: null,
    },
  ]);
  return [...rows, ...ratios];
}

// `npx tsx bench/cluster.ts` runs (g) alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchCluster();
  for (const row of clusterRows(result)) console.log(`${row.measure} : ${row.value}`);
}
