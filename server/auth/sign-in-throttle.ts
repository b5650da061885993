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
 * In memory, like the per-IP limits: right for the single instance Clausier runs as.
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

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Whether this attempt may be checked against the password at all. */
  check(attempt: Attempt): Verdict {
    const now = this.now();
    const until = Math.max(
      ...this.keys(attempt).map(([key, rule]) => this.lockedUntil(key, rule, now)),
    );
    return until > now
      ? { allowed: false, retryAfterSeconds: Math.ceil((until - now) / 1000) }
      : { allowed: true };
  }

  recordFailure(attempt: Attempt): void {
    const now = this.now();
    for (const [key] of this.keys(attempt)) {
      const list = this.recent(key, now);
      list.push(now);
      // Re-inserted last, so Map order is "least recently failed first" for eviction.
      this.failures.delete(key);
      this.failures.set(
        key,
        list.slice(-Math.max(this.limits.perAccount, this.limits.perKnownDevice) - 1),
      );
    }
    this.evict(now);
  }

  /** The right password: this IP's (or browser's) slate is clean; the account-wide count stays. */
  recordSuccess(attempt: Attempt): void {
    this.failures.delete(attempt.device ? deviceKey(attempt) : pairKey(attempt));
  }

  private keys(attempt: Attempt): [string, Rule][] {
    if (attempt.device) return [[deviceKey(attempt), 'device']];
    return [
      [pairKey(attempt), 'pair'],
      [`a|${attempt.account}`, 'account'],
    ];
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => at > now - this.limits.windowMs);
  }

  private lockedUntil(key: string, rule: Rule, now: number): number {
    const list = this.recent(key, now);
    const { limits } = this;
    if (rule === 'account') {
      return list.length >= limits.perAccount ? (list.at(-1) as number) + limits.accountLockMs : 0;
    }
    const max = rule === 'pair' ? limits.perAccountAndIp : limits.perKnownDevice;
    // Locked until enough of the last `max` failures have left the window.
    return list.length >= max ? (list.at(-max) as number) + limits.windowMs : 0;
  }

  private evict(now: number): void {
    if (this.failures.size <= this.limits.maxKeys) return;
    for (const [key, list] of this.failures) {
      if (list.every((at) => at <= now - this.limits.windowMs)) this.failures.delete(key);
    }
    for (const key of this.failures.keys()) {
      if (this.failures.size <= this.limits.maxKeys) break;
      this.failures.delete(key);
    }
  }
}

type Rule = 'pair' | 'account' | 'device';
const pairKey = (attempt: Attempt) => `p|${attempt.account}|${attempt.ip}`;
const deviceKey = (attempt: Attempt) => `d|${attempt.account}|${attempt.device}`;
