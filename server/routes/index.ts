import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health';

/**
 * Every /api route plugin, registered by buildApp under the /api prefix. Each helper adds its
 * own line here: `import { previewRoutes } from './preview';` and an entry in the array.
 */
export type RouteDeps = Record<string, unknown>;
export const apiRoutes: FastifyPluginAsync[] = [
  healthRoutes,
];
