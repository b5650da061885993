import Fastify from 'fastify';
import type { Config } from './config';
import { apiRoutes } from './routes';

/**
 * buildApp(config): registers plugins and routes, never listens (tests call it with inject).
 * Registration order matters: security → errors → identity → routes → SPA fallback.
 */
export async function buildApp(config: Config) {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  // SECURITY PLUGINS (server helper)
  // IDENTITY: await app.register(authPlugin, …) (auth helper)
  await app.register(
    async (api) => {
      for (const routes of apiRoutes) await api.register(routes);
    },
    { prefix: '/api' },
  );
  // SPA (server helper)
  void config;
  return app;
}
