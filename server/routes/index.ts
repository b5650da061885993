import type { FastifyPluginAsync } from 'fastify';
import { analyzeRoutes } from './analyze';
import { clientRoutes } from './clients';
import { companyLookupRoutes } from './company-lookup';
import { contractRoutes } from './contracts';
import { contractTransferRoutes } from './contract-transfer';
import { finalizeRoutes } from './finalize';
import { migrateRoutes } from './migrate';
import { feedbackRoutes } from './feedback';
import { healthRoutes } from './health';
import { profileRoutes } from './profile';
import { previewRoutes } from './preview';
import { documentRoutes } from './generate';
import { editorRoutes } from './editor';

/**
 * Every /api route plugin, registered by buildApp under the /api prefix. Each helper adds its
 * own line here: `import { previewRoutes } from './preview';` and an entry in the array.
 */
/** Routes reach the config and database through `app.deps` (decorated in buildApp). */
export type { AppDeps as RouteDeps } from '../plugins/deps';
export const apiRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  contractRoutes,
  contractTransferRoutes,
  finalizeRoutes,
  migrateRoutes,
  profileRoutes,
  clientRoutes,
  companyLookupRoutes,
  feedbackRoutes,
  analyzeRoutes,
  previewRoutes,
  documentRoutes,
  editorRoutes,
];
