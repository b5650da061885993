import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@core/schemas/zod-fr';
import { readiness } from '@server/scale/readiness';

/** Liveness for load balancers and the e2e runner; cheap, no database round trip. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  /**
   * Readiness: 200 when the database (and Redis, when used) answer and the instance
   * is not stopping; 503 otherwise, with what failed. For the load balancer's health check.
   */
  app.get('/ready', async (_request, reply) => {
    const state = await readiness(app);
    return reply.status(state.ready ? 200 : 503).send({
      status: state.ready ? 'prêt' : 'pas prêt',
      database: state.database,
      redis: state.redis,
      stopping: state.stopping,
    });
  });
};
