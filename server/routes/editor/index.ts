import { editorContentSchema } from '@core/schemas/editor';
import { authorize, requireAccount } from '@server/policies';
import { routePlugin } from '../route-plugin';
import { presentEditorContent } from './presenter';
import { idParams, ownerQuery } from '@core/schemas/wire';

/**
 * GET /api/contracts/:id/elements: the contract's elements as the model (runs — the edited ones,
 * else the answers' document at the contract's date), its comments and the version the next
 * save must carry. Owner only; another user's contract answers 404. The editor is for accounts
 * (docs/product.md §6): an anonymous session answers 403 ACCOUNT_REQUIRED. The save is PUT
 * /api/contracts/:id (server/use-cases/save-editor-content.ts), refused to visitors likewise.
 */
export const editorRoutes = routePlugin(
  { name: 'editor-routes', dependencies: ['repositories'] },
  async (app) => {
    const { contracts } = app.repositories;
    app.get(
      '/contracts/:id/elements',
      {
        schema: {
          params: idParams,
          querystring: ownerQuery,
          response: { 200: editorContentSchema },
        },
      },
      async (request) => {
        const user = requireAccount(request.user);
        const contract = await contracts.find(user.id, request.params.id);
        authorize(user, 'contract:read', contract);
        return presentEditorContent(contract);
      },
    );
  },
);
