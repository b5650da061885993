import type { Config } from '../config';
import type { Database } from '../db/database';

/**
 * What routes and plugins reach through `app.deps` (or `request.server.deps`): the typed config
 * and the one database handle. Decorated once by buildApp; nothing per-user lives here.
 */
export type AppDeps = { config: Config; database: Database };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
