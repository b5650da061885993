import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../db/repositories/repositories';
import { signingLogKey } from '../db/repositories/event-chain';

/** The name route plugins list in their `dependencies` (server/routes/route-plugin.ts). */
export const REPOSITORIES_PLUGIN = 'repositories';

declare module 'fastify' {
  interface FastifyInstance {
    /** The repositories over the app's database, built once (server/db/repositories/). */
    repositories: Repositories;
  }
}

/**
 * Decorates `app.repositories` from `app.deps.database`, so routes and use-cases load and write
 * through one object instead of each taking the Kysely handle. Needs `deps` (buildApp decorates
 * it first): registered without it, the app fails at start.
 */
export const repositoriesPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app.deps;
    const logKey = signingLogKey({
      logKey: config.signature.logKey,
      authSecret: config.auth.secret,
    });
    app.decorate('repositories', createRepositories(app.deps.database.db, { logKey }));
  },
  { name: REPOSITORIES_PLUGIN, decorators: { fastify: ['deps'] } },
);
