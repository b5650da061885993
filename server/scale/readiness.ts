import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { RedisState } from './profile';

export type Readiness = {
  ready: boolean;
  database: 'ok' | 'injoignable';
  redis: RedisState;
  stopping: boolean;
};

/** `promise`, or a rejection after `ms`: a check must not hang on an unreachable store. */
export const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
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
  const redis = await app.scale.redisState(1_000);
  const stopping = app.lifecycle.stopping;
  return {
    ready: database === 'ok' && redis !== 'injoignable' && !stopping,
    database,
    redis,
    stopping,
  };
}
