import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account';
import { analyzeRoutes } from './analyze';
import { clientRoutes } from './clients';
import { companyLookupRoutes } from './company-lookup';
import { contractRoutes } from './contracts';
import { contractTransferRoutes } from './contract-transfer';
import { finalizeRoutes } from './finalize';
import { migrateRoutes } from './migrate';
import { feedbackRoutes } from './feedback';
import { healthRoutes } from './health';
import { legalInfoRoutes } from './legal-info';
import { profileRoutes } from './profile';
import { previewRoutes } from './preview';
import { documentRoutes, storedDocumentRoutes } from './generate';
import { editorRoutes } from './editor';
import { signatureRoutes } from './signatures';
import { signRoutes } from './sign';
import { verifyRoutes } from './verify';
import { releaseRoutes } from './releases';
import { rightsRoutes } from './rights';
import { rightsNoticeRoutes } from './rights-notices';

/**
 * Every /api route plugin, registered by buildApp under the /api prefix. Each helper adds its
 * own line here: `import { previewRoutes } from './preview';` and an entry in the array.
 */
/**
 * Routes reach the config through `app.deps`, the repositories through `app.repositories` and the
 * render pool through `app.pdfRenderer`; a route plugin taking the last two names them as
 * dependencies (route-plugin.ts), so buildApp registers those plugins first or fails at start.
 */
export type { AppDeps as RouteDeps } from '../plugins/deps';
export const apiRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  legalInfoRoutes,
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
  storedDocumentRoutes,
  editorRoutes,
  accountRoutes,
  signatureRoutes,
  signRoutes,
  verifyRoutes,
  releaseRoutes,
  rightsRoutes,
  rightsNoticeRoutes,
];
