import type { FastifyInstance } from 'fastify';
import type { UseCaseDeps } from '../use-cases/deps';

/**
 * The use cases' dependencies, read from the app's decorations. Called where they exist: in a
 * route plugin's body (its `dependencies` registered them first, server/routes/route-plugin.ts)
 * or once the app is ready (the background jobs).
 */
export const useCaseDeps = (app: FastifyInstance): UseCaseDeps => ({
  repositories: app.repositories,
  renderer: app.pdfRenderer,
  mailer: app.mailer,
  sealer: app.sealer,
  config: app.deps.config,
  log: app.log,
  clock: () => new Date(),
});
