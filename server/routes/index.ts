import type { FastifyPluginAsync } from 'fastify';
import { analyzeRoutes } from './analyze';
import { clientRoutes } from './clients';
import { contractRoutes } from './contracts';
import { feedbackRoutes } from './feedback';
import { healthRoutes } from './health';
import { profileRoutes } from './profile';

/**
 * Every /api route plugin, registered by buildApp under the /api prefix. Each helper adds its
 * own line here: `import { previewRoutes } from './preview';` and an entry in the array.
 */
export type RouteDeps = Record<string, unknown>;
export const apiRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  contractRoutes,
  profileRoutes,
  clientRoutes,
  feedbackRoutes,
  analyzeRoutes,
];
