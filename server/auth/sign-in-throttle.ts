import type { Redis } from 'ioredis';

/**
 * Failed e-mail sign-ins counted per account, not only per IP (the per-IP limit of
 * rate-limit.ts alone let a second IP carry on against the same account, and locked a whole
 * NAT out of it). Three counters, all over a sliding 15-minute window:
 *
 * - per (account, IP) — strict: 5 failures, then that IP waits until the oldest ages out;
 * - per account, all IPs together — looser: from 10 failures on, each new failure locks the
 *   account for one minute only, so a distributed attack gets ~1 guess a minute and the owner
 *   is never locked out for long;
 * - per (account, known browser) — a browser that already signed in to this account (signed
 *   cookie, known-device.ts) skips the two counters above and has its own (10 failures): an
 *   attacker sharing the owner's IP, or hammering the account from everywhere, does not keep
 *   the owner out of their usual browser.
 *
 * The failures are kept in this process's memory for a single server, in Redis when REDIS_URL
 * is set, so that several instances count one account's failures together.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  perAccountAndIp: 5,
  perAccount: 10,
  accountLockMs: 60_000,
  perKnownDevice: 10,
  /** Bound on remembered keys (each is a few timestamps): an attacker cycling addresses cannot grow it further. */
  maxKeys: 50_000,
} as const;

export type SignInLimits = typeof SIGN_IN_LIMITS;
export type Attempt = { account: string; ip: string; device: string | null };
export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Where failures are counted: one list of timestamps per key, oldest first. */
export type FailureStore = {
  /** The key's failures after `since`. */
  recent: (key: string, since: number) => Promise<number[]>;
  /** Adds a failure at `at`, keeps the last `keep`, forgets the key `ttlMs` after its last failure. */
  add: (key: string, at: number, keep: number, ttlMs: number) => Promise<void>;
  clear: (key: string) => Promise<void>;
};

/** One process: a Map, bounded to `maxKeys` keys (least recently failed evicted first). */
export function memoryFailureStore(maxKeys: number): FailureStore {
  const failures = new Map<string, number[]>();
  const evict = (since: number) => {
    if (failures.size <= maxKeys) return;
    for (const [key, list] of failures) if (list.every((at) => at <= since)) failures.delete(key);
    for (const key of failures.keys()) {
      if (failures.size <= maxKeys) break;
      failures.delete(key);
    }
  };
  return {
    recent: async (key, since) => (failures.get(key) ?? []).filter((at) => at > since),
    add: async (key, at, keep, ttlMs) => {
      const list = (failures.get(key) ?? []).filter((t) => t > at - ttlMs);
      list.push(at);
      // Re-inserted last, so Map order is "least recently failed first" for eviction.
      failures.delete(key);
      failures.set(key, list.slice(-keep));
      evict(at - ttlMs);
    },
    clear: async (key) => void failures.delete(key),
  };
}

/** Several instances: a Redis list per key, which expires with its window. */
export function redisFailureStore(redis: Redis): FailureStore {
  const name = (key: string) => `clausier-connexion:${key}`;
  return {
    recent: async (key, since) =>
      (await redis.lrange(name(key), 0, -1)).map(Number).filter((at) => at > since),
    add: async (key, at, keep, ttlMs) => {
      await redis
        .multi()
        .rpush(name(key), String(at))
        .ltrim(name(key), -keep, -1)
        .pexpire(name(key), ttlMs)
        .exec();
    },
    clear: async (key) => void (await redis.del(name(key))),
  };
}

export class SignInThrottle {
  constructor(
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = () => Date.now(),
    private readonly store: FailureStore = memoryFailureStore(limits.maxKeys),
  ) {}

  /** Whether this attempt may be checked against the password at all. */
  async check(attempt: Attempt): Promise<Verdict> {
    const now = this.now();
    const until = Math.max(
      ...(await Promise.all(
        this.keys(attempt).map(([key, rule]) => this.lockedUntil(key, rule, now)),
      )),
    );
    return until > now
      ? { allowed: false, retryAfterSeconds: Math.ceil((until - now) / 1000) }
      : { allowed: true };
  }

  async recordFailure(attempt: Attempt): Promise<void> {
    const now = this.now();
    const keep = Math.max(this.limits.perAccount, this.limits.perKnownDevice) + 1;
    for (const [key] of this.keys(attempt))
      await this.store.add(key, now, keep, this.limits.windowMs);
  }

  /** The right password: this IP's (or browser's) slate is clean; the account-wide count stays. */
  async recordSuccess(attempt: Attempt): Promise<void> {
    await this.store.clear(attempt.device ? deviceKey(attempt) : pairKey(attempt));
  }

  private keys(attempt: Attempt): [string, Rule][] {
    if (attempt.device) return [[deviceKey(attempt), 'device']];
    return [
      [pairKey(attempt), 'pair'],
      [`a|${attempt.account}`, 'account'],
    ];
  }

  private async lockedUntil(key: string, rule: Rule, now: number): Promise<number> {
    const list = await this.store.recent(key, now - this.limits.windowMs);
    const { limits } = this;
    if (rule === 'account') {
      return list.length >= limits.perAccount ? (list.at(-1) as number) + limits.accountLockMs : 0;
    }
    const max = rule === 'pair' ? limits.perAccountAndIp : limits.perKnownDevice;
    // Locked until enough of the last `max` failures have left the window.
    return list.length >= max ? (list.at(-max) as number) + limits.windowMs : 0;
  }
}

type Rule = 'pair' | 'account' | 'device';
const pairKey = (attempt: Attempt) => `p|${attempt.account}|${attempt.ip}`;
const deviceKey = (attempt: Attempt) => `d|${attempt.account}|${attempt.device}`;
