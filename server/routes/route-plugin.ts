import type { FastifyBaseLogger, FastifyPluginOptions, RawServerDefault } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { REPOSITORIES_PLUGIN } from '../plugins/repositories';
import type { RENDER_POOL_PLUGIN } from '../plugins/render-pool';
import type { MAILER_PLUGIN } from '../plugins/mailer';
import type { SEALER_PLUGIN } from '../plugins/sealer';

/** The app plugins a route plugin may need, by the name each one registers. */
export type RouteDependency =
  | typeof REPOSITORIES_PLUGIN
  | typeof RENDER_POOL_PLUGIN
  | typeof MAILER_PLUGIN
  | typeof SEALER_PLUGIN;

/**
 * A route plugin that names the app plugins it takes from the instance (`app.repositories`,
 * `app.pdfRenderer`): registered before them, or without them, the app fails at start with
 * fastify-plugin's « dependency not registered » instead of a request failing later.
 * `encapsulate: true` keeps it what a route plugin is — its own context for parsers, compilers
 * and the `/api` prefix — the metadata only adds the check.
 */
export function routePlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  metadata: { name: string; dependencies: RouteDependency[] },
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return fp<
    Options,
    RawServerDefault,
    ZodTypeProvider,
    FastifyBaseLogger,
    FastifyPluginAsyncZod<Options>
  >(routes, { ...metadata, encapsulate: true });
}
