import multipart from '@fastify/multipart';
import { CONTRACT_IMPORT_MAX_BYTES } from '@core/schemas/contract-export';
import { exportFileName } from '@core/rules/export-file-name';
import { z } from '@core/schemas/zod-fr';
import { accountOnly, authorize, requireAccount } from '@server/policies';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { routePlugin } from '../route-plugin';
import { sendFile } from '../replies';
import { contractBytes, enforceQuota } from '@server/storage-quota';
import { readImport } from './read-import';
import { insertImportedContract } from './store';
import { presentContractExport } from '@server/presenters/contract-export';
import { idParams, ignoredUserId } from '@core/schemas/wire';

const exportQuery = z.object({
  /** The name chosen in the export dialog; the server sanitises it (docs/product.md §5). */
  filename: z.string().max(300).optional(),
  user_id: ignoredUserId,
});

/**
 * JSON export and import of contracts (docs/product.md §7, README « Format d'export »). The export
 * file is the versioned document of core/schemas/contract-export.ts; import reads the same.
 * Accounts only (docs/product.md §6): an anonymous session answers 403 ACCOUNT_REQUIRED — for the
 * import before its file is read.
 */
export const contractTransferRoutes = routePlugin(
  { name: 'contract-transfer-routes', dependencies: ['repositories'] },
  async (app) => {
    const deps = useCaseDeps(app);
    const { contracts } = app.repositories;
    await app.register(multipart, {
      limits: {
        fileSize: CONTRACT_IMPORT_MAX_BYTES,
        files: 1,
        fields: 5,
        fieldSize: 1000,
        parts: 8,
      },
    });
    // This plugin's own JSON parser: the import reads the raw text with its hardened parse
    // (depth, forbidden keys, list sizes) instead of Fastify's, and answers in French.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CONTRACT_IMPORT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );

    app.get(
      '/contracts/export/:id',
      { schema: { params: idParams, querystring: exportQuery } },
      async (request, reply) => {
        const user = requireAccount(request.user);
        const contract = await contracts.find(user.id, request.params.id);
        authorize(user, 'contract:read', contract);
        const document = presentContractExport(contract, new Date());
        const name = exportFileName(request.query.filename, contract);
        return sendFile(reply, JSON.stringify(document, null, 2), 'json', name);
      },
    );

    app.post(
      '/contracts/import',
      {
        schema: { response: { 201: z.object({ contractId: z.string() }) } },
        onRequest: accountOnly,
      },
      async (request, reply) => {
        const user = requireAccount(request.user);
        const contract = await readImport(request);
        const { title, form_data: draft, elements, comments } = contract;
        await enforceQuota(
          deps,
          user.id,
          {},
          { contracts: 1, bytes: contractBytes({ title, draft, elements, comments }) },
        );
        const { id } = await insertImportedContract(contracts, user.id, contract);
        return reply.status(201).send({ contractId: id });
      },
    );
  },
);
