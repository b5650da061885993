import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toEditorElements } from '@core/document/editor-elements';
import { commentSchema } from '@core/schemas/comment';
import { editorElementSchema } from '@core/schemas/document';
import { z } from '@core/schemas/zod-fr';
import { findContract, updateContract } from '../../db/repositories/contracts';
import type { ContractChanges } from '../../db/repositories/contracts';
import type { SessionUser } from '../../auth/session-user';
import { authorize, requireUser } from '../../policies';
import type { FastifyInstance } from 'fastify';
import type { EditorSaveBody } from './save-body';
import { editorChanges } from './save-content';
import { contractElements, readStoredComments } from './stored-content';

const params = z.strictObject({ id: z.string().min(1).max(100) });
const query = z.object({ user_id: z.string().max(200).optional() });

export const elementsResponse = z.object({
  elements: z.array(editorElementSchema),
  comments: z.array(commentSchema),
  version: z.number(),
});

/**
 * GET /api/contracts/:id/elements (SPEC §7): the editor's elements in the spec's shape (text as
 * HTML rendered from the stored runs, plus the stable id), the comments and the version the
 * next save must carry. Owner only; another user's contract answers 404.
 */
export const editorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/contracts/:id/elements',
    { schema: { params, querystring: query, response: { 200: elementsResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const contract = await findContract(db, user.id, request.params.id);
      authorize(user, 'contract:read', contract);
      const elements = contractElements(contract);
      return {
        elements: toEditorElements({ title: contract.title, lang: 'fr', elements }),
        comments: readStoredComments(contract.comments, elements),
        version: contract.version,
      };
    },
  );
};

/**
 * The editor's save, reached through PUT /api/contracts/:id (server/routes/contracts): loads the
 * caller's contract, turns the body into stored elements and comments, and writes them with
 * the version check (409 VERSION_CONFLICT when another tab saved first).
 */
export async function saveEditorContent(app: FastifyInstance, user: SessionUser, id: string, body: EditorSaveBody) {
  const { db } = app.deps.database;
  const contract = await findContract(db, user.id, id);
  authorize(user, 'contract:update', contract);
  const current = contractElements(contract);
  const { elements, comments } = editorChanges(body, current, readStoredComments(contract.comments, current));
  const changes: ContractChanges = { title: body.title, elements, comments };
  return updateContract(db, user.id, contract.id, changes, body.version);
}
