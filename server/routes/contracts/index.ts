import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ensureUser } from '../../auth/ensure-user';
import {
  createContract,
  deleteContract,
  findContract,
  listContracts,
  updateContract,
} from '../../db/repositories/contracts';
import { authorize, requireUser } from '../../policies';
import { defaultDraftTitle, presentContract, presentSummary } from './presenter';
import {
  contractDetailSchema,
  contractIdParams,
  contractListSchema,
  savedContractSchema,
  saveContractBody,
  updateContractMetadataBody,
} from './schemas';
import { editorSaveFields, isEditorSave } from '../editor/save-body';
import { saveEditorContent } from '../editor';

/** PUT accepts the metadata variant or the editor's (SPEC §7), never both at once. */
const updateContractBody = updateContractMetadataBody
  .extend(editorSaveFields)
  .refine((b) => !isEditorSave(b) || (b.is_draft === undefined && b.preserve_data === undefined), {
    error: "Le contenu de l'éditeur s'enregistre sans is_draft ni preserve_data.",
  });

/** Saved contracts and drafts (SPEC §7, DESIGN §4). */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/contracts',
    { schema: { body: saveContractBody, response: { 200: savedContractSchema, 201: savedContractSchema } } },
    async (request, reply) => {
      const { contractData, title, id, isDraft, fromStep6, version } = request.body;
      const user = await ensureUser(request, reply);
      const { user_id: _ignored, ...formData } = contractData;
      const fields = { title: title || defaultDraftTitle(), formData, isDraft, fromStep6 };
      if (id === undefined) {
        return reply.status(201).send(await createContract(db, user.id, fields));
      }
      const existing = await findContract(db, user.id, id);
      authorize(user, 'contract:update', existing);
      return updateContract(db, user.id, existing.id, fields, version);
    },
  );

  app.get(
    '/contracts',
    { schema: { response: { 200: contractListSchema } } },
    async (request) => {
      const user = requireUser(request.user);
      const contracts = await listContracts(db, user.id);
      return { contracts: contracts.map(presentSummary) };
    },
  );

  app.get(
    '/contracts/:id',
    { schema: { params: contractIdParams, response: { 200: contractDetailSchema } } },
    async (request) => {
      const user = requireUser(request.user);
      const contract = await findContract(db, user.id, request.params.id);
      authorize(user, 'contract:read', contract);
      return presentContract(contract);
    },
  );

  app.put(
    '/contracts/:id',
    { schema: { params: contractIdParams, body: updateContractBody, response: { 200: savedContractSchema } } },
    async (request) => {
      const user = requireUser(request.user);
      // The editor's variant (elements, updatedElements, comments) lives in routes/editor.
      if (isEditorSave(request.body)) {
        return saveEditorContent(app, user, request.params.id, request.body);
      }
      const contract = await findContract(db, user.id, request.params.id);
      authorize(user, 'contract:update', contract);
      const { title, is_draft, version } = request.body;
      return updateContract(db, user.id, contract.id, { title, isDraft: is_draft }, version);
    },
  );

  app.delete('/contracts/:id', { schema: { params: contractIdParams } }, async (request, reply) => {
    const user = requireUser(request.user);
    const contract = await findContract(db, user.id, request.params.id);
    authorize(user, 'contract:delete', contract);
    await deleteContract(db, user.id, contract.id);
    return reply.status(204).send();
  });
};
