import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { localJobRunner, queueJobRunner } from './job-runner';
import { freshRedisDatabase } from '../test-support/redis';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent = { error: () => {} };

describe('localJobRunner (one server)', () => {
  it('runs each job at start and then every period, never two runs of one job at once', async () => {
    let runs = 0;
    let concurrent = 0;
    let most = 0;
    const outcomes: string[] = [];
    const runner = localJobRunner(silent, (name, outcome) => outcomes.push(`${name}:${outcome}`));
    runner.every('lente', 20, async () => {
      runs += 1;
      concurrent += 1;
      most = Math.max(most, concurrent);
      await pause(60);
      concurrent -= 1;
    });
    runner.every('en-echec', 1_000, async () => {
      throw new Error('panne');
    });
    await runner.start();
    await pause(200);
    await runner.close();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(outcomes).toContain('lente:completed');
    expect(outcomes).toContain('en-echec:failed');
    const after = runs;
    await pause(100);
    expect(runs).toBe(after); // closed: no more runs
  });
});

const redisUrl = process.env.TEST_REDIS_URL_JOBS ?? 'redis://127.0.0.1:6379/8';
const reachable = await freshRedisDatabase(redisUrl);

describe.runIf(reachable)('queueJobRunner (several instances on one Redis)', () => {
  const connections: Redis[] = [];
  const connect = () => {
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    connections.push(connection);
    return connection;
  };
  afterAll(() => {
    for (const c of connections) c.disconnect();
  });

  it('three instances declaring the same job run it once per period, not three times', async () => {
    let runs = 0;
    const runners = [0, 1, 2].map(() => queueJobRunner(connect(), silent));
    for (const runner of runners)
      runner.every('purge-essai', 60_000, async () => {
        runs += 1;
      });
    await Promise.all(runners.map((r) => r.start()));
    for (let i = 0; i < 50 && runs === 0; i += 1) await pause(100);
    await pause(500);
    await Promise.all(runners.map((r) => r.close()));
    expect(runs).toBe(1);
  });
});
