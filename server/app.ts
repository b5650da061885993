import type { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AppDeps } from './plugins/deps';
import { compressionPlugin } from './plugins/compression';
import { connectionGuardPlugin } from './plugins/connection-guard';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler';
import { rateLimitPlugin } from './plugins/rate-limit';
import { scaleProfilePlugin } from './plugins/scale-profile';
import { requestLogPlugin } from './plugins/request-log';
import { LOG_REDACT, redactingLogMethod } from './redact';
import { originGuardPlugin } from './plugins/origin-guard';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { crawlerFilesPlugin } from './plugins/crawler-files';
import { textGuardPlugin } from './plugins/text-guard';
import { apiRoutes } from './routes';
import { createAuth } from './auth/auth';
import { configuredProviders } from './auth/providers';
import { authPlugin } from './plugins/auth';
import { visitorBindingPlugin } from './plugins/visitor-binding';
import { repositoriesPlugin } from './plugins/repositories';
import { renderPoolPlugin } from './plugins/render-pool';
import { mailerPlugin } from './plugins/mailer';
import { sealerPlugin } from './plugins/sealer';
import { lifecyclePlugin } from './plugins/lifecycle';
import { metricsPlugin } from './scale/metrics';
import { canonicalUrl } from './plugins/canonical-url';
import { BODY_LIMIT } from './body-limit';
import { clientErrorHandler } from './plugins/client-error';

export type BuildOptions = {
  /** Where pino writes (tests capture it to check that no personal data is logged). */
  logStream?: Writable;
};

/**
 * buildApp(config, database): registers plugins and routes, never listens (tests call it with
 * inject). Registration order matters: security → errors → origin guard → identity → repositories
 * and render pool → routes → SPA fallback (route plugins declare the last two as dependencies:
 * server/routes/route-plugin.ts).
 * The caller owns the database (creates, migrates and destroys it).
 */
export async function buildApp(config: Config, database: Database, options: BuildOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT, censor: '[masqué]' },
      // E-mail addresses are masked in every line, whoever logs it (better-auth, a driver error).
      hooks: { logMethod: redactingLogMethod },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Fastify's own request lines include the URL (query strings may carry personal data);
    // requestLogPlugin logs the route pattern instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // One spelling of every path before routing, so no guard keyed on the path can be stepped
    // around by percent-encoding it (canonical-url.ts).
    rewriteUrl: canonicalUrl,
    // Keep-alive sockets idle at shutdown are closed; in-flight requests finish first.
    forceCloseConnections: 'idle',
    // Malformed URLs and over-long path params are refused before any hook: French JSON too.
    frameworkErrors: frameworkErrorHandler,
    // Node's refusals before any request exists (malformed HTTP, huge headers, stalled body).
    clientErrorHandler,
    // A request must arrive whole in time (a stalled body is answered 408 and
    // closed), a kept-alive or silent socket does not stay open forever. Node checks these
    // deadlines every `connectionsCheckingInterval` (30 s by default, which would double the
    // wait): at most a quarter of the header deadline, so a stall is closed close to on time.
    requestTimeout: config.connections.requestMs,
    keepAliveTimeout: config.connections.keepAliveMs,
    connectionTimeout: config.connections.socketIdleMs,
    http: {
      headersTimeout: config.connections.headersMs,
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(1000, Math.floor(config.connections.headersMs / 4)),
      ),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { config, database } satisfies AppDeps);

  // SECURITY PLUGINS
  await app.register(connectionGuardPlugin, config.connections);
  await app.register(securityPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(originGuardPlugin);
  await app.register(textGuardPlugin);
  await app.register(requestLogPlugin);
  // Before any route: the API's JSON leaves compressed (compression.ts)
  await app.register(compressionPlugin);
  // Shared counters and jobs of several instances; none without REDIS_URL (scale/profile.ts).
  await app.register(scaleProfilePlugin, { redisUrl: config.scale.redisUrl });
  await app.register(rateLimitPlugin, { limits: config.rateLimits, throttles: config.throttles });
  // E-MAIL (identity sends verification and reset messages through it)
  await app.register(mailerPlugin, { mail: config.mail });
  // IDENTITY
  await app.register(authPlugin, {
    auth: createAuth({ database, config, log: app.log, mailer: app.mailer }),
    providers: configuredProviders(config.auth),
  });
  await app.register(visitorBindingPlugin);
  // WHAT ROUTES TAKE FROM THE INSTANCE
  await app.register(repositoriesPlugin);
  await app.register(renderPoolPlugin, { taskTimeoutMs: config.pdfTaskTimeoutMs });
  await app.register(sealerPlugin, { config });
  // LOAD: shedding before saturation, readiness while stopping, metrics
  await app.register(lifecyclePlugin, { maxEventLoopDelayMs: config.scale.maxEventLoopDelayMs });
  await app.register(metricsPlugin);
  await app.register(
    async (api) => {
      for (const routes of apiRoutes) await api.register(routes);
    },
    { prefix: '/api' },
  );
  // SPA, and what search engines read beside it
  await app.register(crawlerFilesPlugin, { baseUrl: config.auth.baseUrl });
  await app.register(spaPlugin, { webDir: config.webDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
