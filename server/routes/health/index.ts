import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@core/schemas/zod-fr';

/** Liveness for load balancers and the e2e runner; cheap, no database round trip. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );
};
