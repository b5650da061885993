import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  memoryFailureStore,
  redisFailureStore,
  SIGN_IN_LIMITS,
  SignInThrottle,
  type FailureStore,
} from './sign-in-throttle';
import { freshRedisDatabase } from '../test-support/redis';

const redisUrl = process.env.TEST_REDIS_URL_THROTTLE ?? 'redis://127.0.0.1:6379/10';
const reachable = await freshRedisDatabase(redisUrl);

const attempt = { account: 'lea@exemple.fr', ip: '203.0.113.9', device: null };

/** The same rules whichever store counts (server/auth/sign-in-throttle.ts). */
function sharedBy(stores: [FailureStore, FailureStore]) {
  let clock = 1_000_000;
  const now = () => clock;
  const [first, second] = stores.map((store) => new SignInThrottle(SIGN_IN_LIMITS, now, store));
  return { first: first!, second: second!, advance: (ms: number) => (clock += ms) };
}

describe('the per-account sign-in throttle', () => {
  it('in memory: 5 failures from one address lock it for the window', async () => {
    const store = memoryFailureStore(100);
    const { first, advance } = sharedBy([store, store]);
    for (let n = 0; n < SIGN_IN_LIMITS.perAccountAndIp; n += 1) {
      expect((await first.check(attempt)).allowed).toBe(true);
      await first.recordFailure(attempt);
      advance(1_000);
    }
    expect(await first.check(attempt)).toMatchObject({ allowed: false });
    advance(SIGN_IN_LIMITS.windowMs);
    expect((await first.check(attempt)).allowed).toBe(true);
  });
});

describe.runIf(reachable)('the per-account sign-in throttle shared through Redis', () => {
  const connections: Redis[] = [];
  afterAll(() => connections.forEach((c) => c.disconnect()));
  const store = () => {
    const redis = new Redis(redisUrl);
    connections.push(redis);
    return redisFailureStore(redis);
  };

  it('two instances count one account’s failures together; a success clears that address', async () => {
    const { first, second } = sharedBy([store(), store()]);
    for (let n = 0; n < SIGN_IN_LIMITS.perAccountAndIp; n += 1)
      await (n % 2 ? second : first).recordFailure(attempt);
    // Neither instance saw five failures itself; together they did.
    expect(await first.check(attempt)).toMatchObject({ allowed: false });
    expect(await second.check(attempt)).toMatchObject({ allowed: false });
    await first.recordSuccess(attempt);
    expect((await second.check(attempt)).allowed).toBe(true);
  });
});
