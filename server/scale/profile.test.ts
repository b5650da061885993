import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../mail/mail-transport';
import { freshRedisDatabase } from '../test-support/redis';
import { createScaleProfile } from './profile';

const redisUrl = process.env.TEST_REDIS_URL_PROFILE ?? 'redis://127.0.0.1:6379/11';
const reachable = await freshRedisDatabase(redisUrl);
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const outboxDir = mkdtempSync(join(tmpdir(), 'clausier-profile-'));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));
const transport = () => createMailTransport({ from: 'Clausier <a@clausier.test>', outboxDir });

describe('the scale profile', () => {
  it('without REDIS_URL: everything in this process, no Redis to ask about', async () => {
    const profile = createScaleProfile(undefined, silent);
    expect(profile.shared).toBe(false);
    expect(profile.counters).toBeNull();
    expect(await profile.redisState(1_000)).toBe('non utilisé');
    const runner = profile.jobRunner(silent);
    expect(runner.kind).toBe('local');
    await runner.close();
    const failures = profile.signInFailures();
    await failures.add('clé', 1_000, 5, 60_000);
    expect(await failures.recent('clé', 0)).toEqual([1_000]);
    // Each call is a store of its own: nothing is shared, even inside the process.
    expect(await profile.signInFailures().recent('clé', 0)).toEqual([]);
    await profile.mailer(transport(), silent).close();
    await profile.close();
  });

  it.runIf(reachable)(
    'with REDIS_URL: counters, throttle, queues and readiness on the shared Redis',
    async () => {
      const profile = createScaleProfile(redisUrl, silent);
      const other = createScaleProfile(redisUrl, silent);
      try {
        expect(profile.shared).toBe(true);
        // The counters' connection refuses commands until it is connected (no offline queue).
        for (const p of [profile, other])
          if (p.counters?.status !== 'ready')
            await new Promise((resolve) => p.counters?.once('ready', resolve));
        expect(await profile.redisState(1_000)).toBe('ok');
        // Two instances see the same sign-in failures.
        await profile.signInFailures().add('clé', 1_000, 5, 60_000);
        expect(await other.signInFailures().recent('clé', 0)).toEqual([1_000]);
        const runner = profile.jobRunner(silent);
        expect(runner.kind).toBe('queue');
        await runner.close();
        await profile.mailer(transport(), silent).close();
      } finally {
        await profile.close();
        await other.close();
      }
    },
  );

  it('an unreachable Redis reads as « injoignable », within the given time', async () => {
    const profile = createScaleProfile('redis://127.0.0.1:1/0', silent);
    const started = Date.now();
    expect(await profile.redisState(300)).toBe('injoignable');
    expect(Date.now() - started).toBeLessThan(2_000);
    await profile.close();
  });
});
