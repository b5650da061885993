import Fastify from 'fastify';
import type { Config } from './config';

/**
 * buildApp(config): registers plugins and routes, never listens (tests call it with inject).
 * Registration order matters: security → errors → identity → routes → SPA fallback.
 */
export async function buildApp(config: Config) {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  // SECURITY PLUGINS (storage/API helper)
  // IDENTITY: await app.register(authPlugin, …) (identity helper)
  // ROUTES: contracts, profile, clients, migrate (storage/API helper)
  // ENGINE ROUTES: preview, analyze, generate-pdf, generate-docx (engine helper)
  // SPA (storage/API helper)
  void config;
  return app;
}
