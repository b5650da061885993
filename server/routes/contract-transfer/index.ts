import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTRACT_EXPORT_FORMAT,
  CONTRACT_EXPORT_VERSION,
  CONTRACT_IMPORT_MAX_BYTES,
} from '@core/schemas/contract-export';
import { contentDisposition, exportFileName } from '@core/rules/export-file-name';
import { z } from '@core/schemas/zod-fr';
import { findContract } from '../../db/repositories/contracts';
import { authorize, requireUser } from '../../policies';
import { readImport } from './read-import';
import { insertImportedContract } from './store';

const exportParams = z.strictObject({ id: z.string().min(1).max(100) });
const exportQuery = z.object({
  /** The name chosen in the export dialog; the server sanitises it (SPEC §5). */
  filename: z.string().max(300).optional(),
  user_id: z.string().max(200).optional(),
});

/**
 * JSON export and import of contracts (SPEC §7, README « Format d'export »). The export file
 * is the versioned document of core/schemas/contract-export.ts; import reads the same.
 */
export const contractTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  await app.register(multipart, {
    limits: { fileSize: CONTRACT_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 8 },
  });
  // This plugin's own JSON parser: the import reads the raw text with its hardened parse
  // (depth, forbidden keys, list sizes) instead of Fastify's, and answers in French.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: CONTRACT_IMPORT_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  app.get('/contracts/export/:id', { schema: { params: exportParams, querystring: exportQuery } }, async (request, reply) => {
    const user = requireUser(request.user);
    const contract = await findContract(db, user.id, request.params.id);
    authorize(user, 'contract:read', contract);
    const document = {
      format: CONTRACT_EXPORT_FORMAT,
      version: CONTRACT_EXPORT_VERSION,
      title: contract.title,
      is_draft: contract.is_draft,
      from_step6: contract.from_step6,
      exported_at: new Date().toISOString(),
      form_data: contract.form_data,
      ...(contract.elements != null ? { elements: contract.elements } : {}),
      ...(contract.comments != null ? { comments: contract.comments } : {}),
    };
    const name = exportFileName(request.query.filename, contract);
    return reply
      .header('content-disposition', contentDisposition(name))
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(document, null, 2));
  });

  app.post(
    '/contracts/import',
    { schema: { response: { 201: z.object({ contractId: z.string() }) } } },
    async (request, reply) => {
      const user = requireUser(request.user);
      const contract = await readImport(request);
      const { id } = await insertImportedContract(db, user.id, contract);
      return reply.status(201).send({ contractId: id });
    },
  );
};
