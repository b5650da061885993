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

/** pino redaction, belt and braces should a header ever reach a log line. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
  'body',
  'req.body',
];
