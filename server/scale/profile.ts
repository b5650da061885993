import type { Redis } from 'ioredis';
import { memoryFailureStore, redisFailureStore, SIGN_IN_LIMITS } from '../auth/sign-in-throttle';
import type { FailureStore } from '../auth/sign-in-throttle';
import { localJobRunner, queueJobRunner } from '../jobs/job-runner';
import type { JobLog, JobRunner, Observe } from '../jobs/job-runner';
import { createMailer, type Mailer, type MailLog } from '../mail/mailer';
import type { MailTransport } from '../mail/mail-transport';
import { createQueuedMailer } from '../mail/queued-mailer';
import { within } from './readiness';
import { createRedisConnection } from './redis-connection';

/** Redis's part of /api/ready (server/scale/readiness.ts). */
export type RedisState = 'ok' | 'injoignable' | 'non utilisé';

/**
 * One instance or several, decided here once from REDIS_URL (README « Passer à plusieurs
 * serveurs »), and nowhere else: without it, counters, the mail queue and the job timers live in
 * this process's memory; with it, they are shared through Redis, so the instances behind a load
 * balancer count, send and sweep as one. Every Redis connection comes from the one factory
 * (redis-connection.ts): one for the counters, made here, and one per queue, made when the
 * mailer or the job runner is built (BullMQ blocks its connections).
 */
export type ScaleProfile = {
  /** Whether several instances share the state (REDIS_URL set). */
  shared: boolean;
  /** The counters' connection (rate limits, sign-in throttle), null for one instance. */
  counters: Redis | null;
  /** Where the sign-in throttle keeps its failures. */
  signInFailures: () => FailureStore;
  /** The mailer: retries in memory, or a BullMQ queue any instance delivers from. */
  mailer: (transport: MailTransport, log: MailLog) => Mailer;
  /** The background jobs: timers in this process, or once per cluster through BullMQ. */
  jobRunner: (log: JobLog, observe?: Observe) => JobRunner;
  /** Whether the shared Redis answers within `ms` (not used: one instance). */
  redisState: (ms: number) => Promise<RedisState>;
  /** Closes the counters' connection (the queues close with the mailer and the job runner). */
  close: () => Promise<void>;
};

export function createScaleProfile(
  redisUrl: string | undefined,
  log: { warn: (details: object, message: string) => void },
): ScaleProfile {
  if (!redisUrl) {
    return {
      shared: false,
      counters: null,
      signInFailures: () => memoryFailureStore(SIGN_IN_LIMITS.maxKeys),
      mailer: (transport, mailLog) => createMailer(transport, mailLog),
      jobRunner: (jobLog, observe) => localJobRunner(jobLog, observe),
      redisState: async () => 'non utilisé',
      close: async () => {},
    };
  }
  const counters = createRedisConnection(redisUrl, 'counters');
  counters.on('error', (error: Error) => log.warn({ reason: error.message }, 'Redis injoignable'));
  return {
    shared: true,
    counters,
    signInFailures: () => redisFailureStore(counters),
    mailer: (transport, mailLog) =>
      createQueuedMailer(transport, createRedisConnection(redisUrl, 'queue'), mailLog),
    jobRunner: (jobLog, observe) =>
      queueJobRunner(createRedisConnection(redisUrl, 'queue'), jobLog, observe),
    redisState: (ms) =>
      within(counters.ping(), ms)
        .then(() => 'ok' as const)
        .catch(() => 'injoignable' as const),
    close: async () => void (await counters.quit().catch(() => undefined)),
  };
}
