import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per answered request: method, route pattern, status, duration. Never the URL's
 * query, the headers or the body — they can carry personal data (names, addresses, cookies).
 * Fastify's own request logging is switched off in buildApp.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(inconnue)',
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
      },
      'requête',
    );
  });
});
