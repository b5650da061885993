import { Redis } from 'ioredis';

/**
 * A connection to the Redis that several instances share: rate-limit counters and
 * the job queue. Short timeouts: a request that counts against a limit must not hang on an
 * unreachable Redis (the rate limiter then lets it through and /api/ready says not ready).
 * `purpose: 'queue'` is BullMQ's kind of connection, which must retry a blocked command forever.
 */
export function createRedisConnection(url: string, purpose: 'counters' | 'queue'): Redis {
  return new Redis(url, {
    connectTimeout: 2_000,
    lazyConnect: false,
    enableOfflineQueue: purpose === 'queue',
    maxRetriesPerRequest: purpose === 'queue' ? null : 1,
    connectionName: `clausier-${purpose}`,
  });
}
