import { editorContentSchema } from '@core/schemas/editor';
import { authorize, requireUser } from '../../policies';
import { routePlugin } from '../route-plugin';
import { presentEditorContent } from './presenter';
import { idParams, ownerQuery } from '@core/schemas/wire';

/**
 * GET /api/contracts/:id/elements: the contract's elements as the model (runs — the edited ones,
 * else the answers' document at the contract's date), its comments and the version the next
 * save must carry. Owner only; another user's contract answers 404. The save is PUT
 * /api/contracts/:id (server/use-cases/save-editor-content.ts).
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
        const user = requireUser(request.user);
        const contract = await contracts.find(user.id, request.params.id);
        authorize(user, 'contract:read', contract);
        return presentEditorContent(contract);
      },
    );
  },
);
