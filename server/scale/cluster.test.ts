import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDraft } from '@core/answers/empty-records';
import { exited, freePort, startServer, type RunningServer } from '../test-support/spawn-server';
import { haproxyConfig } from './haproxy-config';

const databaseUrl = process.env.TEST_DATABASE_URL;
/** A Redis database of its own (flushed first): the rest of the suite never uses number 7. */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const haproxy = spawnSync('haproxy', ['-v']).status === 0;

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const redis = await redisReachable();
const ready = Boolean(databaseUrl) && redis && haproxy;

/** CI runs it (.ci/run starts PostgreSQL and Redis and installs HAProxy): it must not skip there. */
it.runIf(process.env.CI === 'true')(
  'CI has PostgreSQL, Redis and HAProxy for the cluster test',
  () => {
    expect({ databaseUrl: Boolean(databaseUrl), redis, haproxy }).toEqual({
      databaseUrl: true,
      redis: true,
      haproxy: true,
    });
  },
);

const SECRET = 'clausier-cluster-secret-0123456789abcdef';
const PASSWORD = 'mot-de-passe-solide-42';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cookieOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * Two real instances (server/main.ts) on one PostgreSQL database and one
 * Redis, behind a real HAProxy that health-checks /api/ready (deploy/haproxy.cfg's settings).
 * A session opened through one instance works on the other; the per-IP sign-in limit is
 * counted once for both; a periodic job runs once for the cluster; an instance killed under a
 * load of saves loses no acknowledged save while the other keeps serving; metrics are readable.
 */
describe.runIf(ready)('two instances behind HAProxy on PostgreSQL and Redis', () => {
  const schema = `cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  const metricsPorts: number[] = [];
  let proxy: ChildProcess | undefined;
  let proxyUrl = '';

  const call = (base: string, path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: {
        origin: proxyUrl,
        'content-type': 'application/json',
        ...(init.headers as Record<string, string>),
      },
    });

  beforeAll(async () => {
    const flush = new Redis(redisUrl);
    await flush.flushdb();
    flush.disconnect();
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const separator = databaseUrl?.includes('?') ? '&' : '?';
    const scoped = `${databaseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    // Ports of its own (3370-3399): the other suites running at the same time probe 3200-3359.
    const proxyPort = await freePort(3390, 3399);
    proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const start = async (metricsPort: number) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'clausier-cluster-'));
      dirs.push(dataDir);
      metricsPorts.push(metricsPort);
      return startServer(
        {
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: scoped,
          REDIS_URL: redisUrl,
          METRICS_PORT: String(metricsPort),
          TRUST_PROXY: 'true',
          BETTER_AUTH_SECRET: SECRET,
          BETTER_AUTH_URL: proxyUrl,
          WEB_DIR: join(dataDir, 'no-web'),
        },
        90_000,
      );
    };
    servers.push(await start(await freePort(3370, 3379)));
    servers.push(await start(await freePort(3380, 3389)));
    const dir = mkdtempSync(join(tmpdir(), 'clausier-haproxy-'));
    dirs.push(dir);
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig({
        bind: `127.0.0.1:${proxyPort}`,
        servers: servers.map((s) => `127.0.0.1:${new URL(s.url).port}`),
        checkIntervalMs: 300,
      }),
    );
    proxy = spawn('haproxy', ['-db', '-f', config], { stdio: 'ignore' });
    // Both servers up in HAProxy's eyes.
    for (let i = 0; i < 100; i += 1) {
      const answer = await call(proxyUrl, '/api/ready').catch(() => null);
      if (answer?.status === 200) break;
      await pause(100);
    }
    await pause(1_000);
  }, 180_000);

  afterAll(async () => {
    proxy?.kill('SIGKILL');
    for (const server of servers) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const a = () => servers[0]!.url;
  const b = () => servers[1]!.url;

  it('both instances are ready (database and Redis)', async () => {
    for (const base of [a(), b()]) {
      const answer = await call(base, '/api/ready');
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ database: 'ok', redis: 'ok', stopping: false });
    }
  });

  it('a session opened on one instance works on the other', async () => {
    const signUp = await call(proxyUrl, '/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'grappe@exemple.fr', password: PASSWORD, name: 'Grappe' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = cookieOf(signUp);
    const saved = await call(a(), '/api/contracts', {
      method: 'POST',
      headers: { cookie },
      body: JSON.stringify({ contractData: emptyDraft(), title: 'Partagé', isDraft: true }),
    });
    expect(saved.status).toBe(201);
    const listed = await call(b(), '/api/contracts', { headers: { cookie } });
    expect(listed.status).toBe(200);
    const { contracts } = (await listed.json()) as { contracts: { title: string }[] };
    expect(contracts.map((c) => c.title)).toEqual(['Partagé']);
  });

  // 31 password checks (scrypt) through HAProxy: beside Playwright on two cores it once took over
  // the default 30 s.
  it(
    'the sign-in limit is shared: the 31st attempt is refused whichever instance serves it',
    {
      timeout: 90_000,
    },
    async () => {
      const attempt = (base: string, n: number) =>
        call(base, '/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'x-forwarded-for': '198.51.100.31' },
          body: JSON.stringify({ email: `inconnu-${n}@exemple.fr`, password: 'pas-le-bon-42' }),
        });
      const statuses: number[] = [];
      for (let n = 0; n < 30; n += 1) statuses.push((await attempt(n % 2 ? b() : a(), n)).status);
      expect(statuses.filter((s) => s === 429)).toEqual([]);
      for (const base of [a(), b()]) {
        const refused = await attempt(base, 99);
        expect(refused.status).toBe(429);
        expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
          'Trop de requêtes',
        );
      }
    },
  );

  it('a periodic job runs once for the cluster; metrics are readable on their own port', async () => {
    const completed = async () => {
      let total = 0;
      for (const port of metricsPorts) {
        const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        expect(text).toContain('clausier_http_request_duration_seconds_count');
        expect(text).toContain('clausier_render_tasks');
        const match = /clausier_jobs_total\{job="purge-visiteurs",outcome="completed"\} (\d+)/.exec(
          text,
        );
        total += match ? Number(match[1]) : 0;
      }
      return total;
    };
    for (let i = 0; i < 50 && (await completed()) === 0; i += 1) await pause(200);
    // Both instances declared it at start; one run happened, and no second one follows.
    expect(await completed()).toBe(1);
    await pause(1_500);
    expect(await completed()).toBe(1);
  });

  it('an instance killed under load loses no acknowledged save, and the other keeps serving', async () => {
    // Four people saving about ten times a second in all (within the per-user write throttle).
    const cookies = await Promise.all(
      [0, 1, 2, 3].map(async (w) =>
        cookieOf(
          await call(proxyUrl, '/api/auth/sign-up/email', {
            method: 'POST',
            body: JSON.stringify({
              email: `charge-${w}@exemple.fr`,
              password: PASSWORD,
              name: 'Charge',
            }),
          }),
        ),
      ),
    );
    const acknowledged = new Map<string, string[]>();
    let failures = 0;
    let stop = false;
    const worker = async (cookie: string, w: number) => {
      const mine: string[] = [];
      acknowledged.set(cookie, mine);
      for (let n = 0; !stop; n += 1) {
        const answer = await call(proxyUrl, '/api/contracts', {
          method: 'POST',
          headers: { cookie },
          body: JSON.stringify({
            contractData: emptyDraft(),
            title: `Charge ${w}-${n}`,
            isDraft: true,
          }),
        }).catch(() => null);
        if (answer?.status === 201) mine.push(((await answer.json()) as { id: string }).id);
        else failures += 1;
        await pause(100);
      }
    };
    const count = () => [...acknowledged.values()].reduce((n, ids) => n + ids.length, 0);
    const load = Promise.all(cookies.map(worker));
    await pause(1_000);
    servers[0]!.child.kill('SIGKILL');
    await exited(servers[0]!.child);
    const before = count();
    await pause(2_000);
    stop = true;
    await load;
    // The survivor kept acknowledging saves after the kill.
    expect(count() - before).toBeGreaterThan(10);
    for (const [cookie, ids] of acknowledged) {
      const listed = await call(b(), '/api/contracts', { headers: { cookie } });
      const { contracts } = (await listed.json()) as { contracts: { id: string }[] };
      const stored = new Set(contracts.map((c) => c.id));
      expect(ids.filter((id) => !stored.has(id))).toEqual([]);
    }
    expect(failures).toBeLessThan(count());
  });

  it('SIGTERM: the instance answers « pas prêt » first, finishes what it serves, and exits 0', async () => {
    const survivor = servers[1]!;
    // A request in flight when the signal comes is answered, not cut.
    const inFlight = call(b(), '/api/contracts');
    survivor.child.kill('SIGTERM');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const answer = await call(b(), '/api/ready').catch(() => null);
      if (!answer) break;
      statuses.push(answer.status);
      await pause(50);
    }
    expect(statuses).toContain(503);
    expect((await inFlight).status).toBe(401); // answered (no session): not dropped
    expect(await exited(survivor.child)).toBe(0);
  });
});
