import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

export type Readiness = {
  ready: boolean;
  database: 'ok' | 'injoignable';
  redis: 'ok' | 'injoignable' | 'non utilisé';
  stopping: boolean;
};

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('délai dépassé')), ms).unref()),
  ]);

/**
 * Whether this instance should get traffic: its database and
 * its Redis answer within a second, and it is not stopping — a stopping instance says so first,
 * so the load balancer moves its clients away before it closes its sockets.
 */
export async function readiness(app: FastifyInstance): Promise<Readiness> {
  const database = await within(sql`select 1`.execute(app.deps.database.db), 1_000)
    .then(() => 'ok' as const)
    .catch(() => 'injoignable' as const);
  const redis = !app.redis
    ? ('non utilisé' as const)
    : await within(app.redis.ping(), 1_000)
        .then(() => 'ok' as const)
        .catch(() => 'injoignable' as const);
  const stopping = app.lifecycle.stopping;
  return {
    ready: database === 'ok' && redis !== 'injoignable' && !stopping,
    database,
    redis,
    stopping,
  };
}
