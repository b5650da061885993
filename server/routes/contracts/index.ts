import { editorSaveFields, isEditorSave } from '@core/schemas/editor';
import { AppError } from '@server/errors';
import { ensureUser } from '@server/auth/ensure-user';
import { authorize, requireAccount, requireUser } from '@server/policies';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { routePlugin } from '../route-plugin';
import { saveContractAnswers } from '@server/use-cases/save-contract-answers';
import { saveEditorContent } from '@server/use-cases/save-editor-content';
import { updateContractMetadata } from '@server/use-cases/update-contract-metadata';
import { cancelOutdatedRequests } from '@server/use-cases/manage-signature-requests';
import { defaultDraftTitle, presentContract, presentListed } from './presenter';
import { idParams } from '@core/schemas/wire';
import { requireVersion } from '@server/use-cases/require-version';
import {
  contractDetailSchema,
  contractListSchema,
  savedContractSchema,
  saveContractBody,
  updateContractMetadataBody,
} from './schemas';

/** PUT accepts the metadata variant or the editor's (docs/product.md §7), never both at once. */
const updateContractBody = updateContractMetadataBody
  .extend(editorSaveFields)
  .refine((b) => !isEditorSave(b) || (b.is_draft === undefined && b.preserve_data === undefined), {
    error: 'Le contenu de l’éditeur s’enregistre sans is_draft ni preserve_data.',
  });

/** Saved contracts and drafts (docs/product.md §7, docs/design.md §4). */
export const contractRoutes = routePlugin(
  { name: 'contract-routes', dependencies: ['repositories', 'mailer'] },
  async (app) => {
    const deps = useCaseDeps(app);
    const { contracts } = app.repositories;

    app.post(
      '/contracts',
      {
        schema: {
          body: saveContractBody,
          response: { 200: savedContractSchema, 201: savedContractSchema },
        },
      },
      async (request, reply) => {
        const { contractData, title, id, isDraft, fromStep6, version, edits } = request.body;
        // Without a session no contract is yours: the same 404 as before (the wizard then saves
        // its answers afresh, web/features/wizard/finalize/finalize-api.ts), answered before a
        // visitor is created for a save that fails anyway.
        if (id !== undefined && !request.user) throw new AppError('CONTRACT_NOT_FOUND');
        const user = await ensureUser(request, reply);
        const { user_id: _ignored, ...draft } = contractData;
        const { created, saved } = await saveContractAnswers(
          deps,
          user,
          id,
          { draft, title, isDraft, fromStep6, version, edits },
          defaultDraftTitle,
        );
        return reply.status(created ? 201 : 200).send(saved);
      },
    );

    app.get(
      '/contracts',
      { schema: { response: { 200: contractListSchema } } },
      async (request) => {
        const user = requireUser(request.user);
        return { contracts: (await contracts.list(user.id)).map(presentListed) };
      },
    );

    app.get(
      '/contracts/:id',
      { schema: { params: idParams, response: { 200: contractDetailSchema } } },
      async (request) => {
        const user = requireUser(request.user);
        const contract = await contracts.find(user.id, request.params.id);
        authorize(user, 'contract:read', contract);
        return presentContract(contract);
      },
    );

    app.put(
      '/contracts/:id',
      {
        schema: {
          params: idParams,
          body: updateContractBody,
          response: { 200: savedContractSchema },
        },
      },
      async (request) => {
        const user = requireUser(request.user);
        // The editor's variant (elements, comments): server/use-cases/save-editor-content.ts.
        // The editor is for accounts (docs/product.md §6); the metadata variant saves drafts.
        if (isEditorSave(request.body)) {
          const { title, elements, comments, version } = request.body;
          return saveEditorContent(deps, requireAccount(user), request.params.id, {
            title,
            elements,
            comments,
            version: requireVersion(version),
          });
        }
        const { title, is_draft, version } = request.body;
        return updateContractMetadata(deps, user, request.params.id, {
          title,
          isDraft: is_draft,
          version,
        });
      },
    );

    app.delete('/contracts/:id', { schema: { params: idParams } }, async (request, reply) => {
      const user = requireUser(request.user);
      const contract = await contracts.find(user.id, request.params.id);
      authorize(user, 'contract:delete', contract);
      await contracts.delete(user.id, contract.id);
      await cancelOutdatedRequests(deps, user.id, contract.id);
      return reply.status(204).send();
    });
  },
);
