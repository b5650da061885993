import type { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AppDeps } from './plugins/deps';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler';
import { rateLimitPlugin } from './plugins/rate-limit';
import { LOG_REDACT, requestLogPlugin } from './plugins/request-log';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { textGuardPlugin } from './plugins/text-guard';
import { apiRoutes } from './routes';
import { createAuth } from './auth/auth';
import { configuredProviders } from './auth/providers';
import { authPlugin } from './plugins/auth';

export const BODY_LIMIT = 1024 * 1024;

export type BuildOptions = {
  /** Where pino writes (tests capture it to check that no personal data is logged). */
  logStream?: Writable;
};

/**
 * buildApp(config, database): registers plugins and routes, never listens (tests call it with
 * inject). Registration order matters: security → errors → identity → routes → SPA fallback.
 * The caller owns the database (creates, migrates and destroys it).
 */
export async function buildApp(config: Config, database: Database, options: BuildOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT, censor: '[masqué]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Fastify's own request lines include the URL (query strings may carry personal data);
    // requestLogPlugin logs the route pattern instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Keep-alive sockets idle at shutdown are closed; in-flight requests finish first.
    forceCloseConnections: 'idle',
    // Malformed URLs and over-long path params are refused before any hook: French JSON too.
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { config, database } satisfies AppDeps);

  // SECURITY PLUGINS
  await app.register(securityPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(textGuardPlugin);
  await app.register(requestLogPlugin);
  await app.register(rateLimitPlugin, config.rateLimits);
  // IDENTITY
  await app.register(authPlugin, { auth: createAuth({ database, config }), providers: configuredProviders(config.auth) });
  await app.register(
    async (api) => {
      for (const routes of apiRoutes) await api.register(routes);
    },
    { prefix: '/api' },
  );
  // SPA
  await app.register(spaPlugin, { webDir: config.webDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
