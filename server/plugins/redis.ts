import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { createRedisConnection } from '../scale/redis-connection';

export const REDIS_PLUGIN = 'redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL), or null for a single instance (everything in memory). */
    redis: Redis | null;
  }
}

/** One counters connection per app, closed with it. */
export const redisPlugin = fp(
  async (app: FastifyInstance, { url }: { url?: string }) => {
    const redis = url ? createRedisConnection(url, 'counters') : null;
    redis?.on('error', (error: Error) =>
      app.log.warn({ reason: error.message }, 'Redis injoignable'),
    );
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  },
  { name: REDIS_PLUGIN },
);
