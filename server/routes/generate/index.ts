import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { dossierFileName, downloadFileName } from '@core/rules/export-file-name';
import { z } from '@core/schemas/zod-fr';
import { accountOnly, authorize, requireAccount } from '@server/policies';
import {
  contractDayOf,
  contractDocument,
  dossierComments,
  renderContractPdf,
} from '@server/use-cases/contract-document';
import {
  assertDocumentAllowed,
  assertDraftReady,
  assertReady,
  documentOf,
  generateBody,
} from './body';
import { assertChildAuthorised } from '@server/use-cases/assert-child-authorised';
import { idParams, ignoredUserId } from '@core/schemas/wire';
import { routePlugin } from '../route-plugin';
import { sendFile } from '../replies';
import type { RenderClient } from '@server/render/render-pool';
import type { Draft } from '@core/schemas/draft';

/** The file under the name asked for (or the contract's title), made safe, with its extension. */
const sendDownload = (
  reply: FastifyReply,
  bytes: Buffer,
  format: 'pdf' | 'docx',
  requested: string | undefined,
) => sendFile(reply, bytes, format, downloadFileName(requested, format));

/** Aborts a queued PDF when the client goes away before its answer is written. */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Whose turn a render is (render-pool.ts): a signed-in account; otherwise the IP AND the
 * anonymous identity, each with one render at most — identities are free to mint, an address is not
 * (the routes below answer accounts only; this holds should a caller without one get through).
 */
export function renderClient(request: FastifyRequest): RenderClient {
  const user = request.user;
  if (user && !user.isAnonymous) return `user:${user.id}`;
  // The address first: it takes the turns and bounds the queue, however many identities it mints.
  return user ? [`ip:${request.ip}`, `anon:${user.id}`] : `ip:${request.ip}`;
}

/**
 * POST /generate-pdf and /generate-docx (docs/product.md §7): `{ contractData | document +
 * contractId, filename }` → the file as an attachment. A `document` is the editor's text of one
 * of the caller's stored contracts, whose answers still gate it (body.ts assertDocumentAllowed).
 * PDFs are laid out by Typst in a worker pool (never on the event loop) and Word files in the
 * same render processes; documents beyond the size limit answer
 * 413 before any layout, text too costly to lay out 422 (server/render/limits.ts), a render past
 * its deadline 422, a client with a render running and two waiting 429. Rate-limited per IP by
 * server/plugins/rate-limit.ts. Accounts only (docs/product.md §6: a visitor signs in to download,
 * the wizard keeps the draft): an anonymous session answers 403 ACCOUNT_REQUIRED, none 401,
 * before the body is read.
 */
export const documentRoutes = routePlugin(
  { name: 'document-routes', dependencies: ['render-pool', 'repositories'] },
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const { pdfRenderer } = app;
    const { contracts } = app.repositories;

    const options = { schema: { body: generateBody }, onRequest: accountOnly };
    app.post('/generate-pdf', options, async (request, reply) => {
      const today = new Date();
      assertReady(request.body, today);
      await assertDocumentAllowed(request.body, requireAccount(request.user), contracts);
      const { body } = request;
      const options = { signal: abortOnClose(reply), client: renderClient(request) };
      // A draft's contract is built in the render process, off the event loop.
      const { pdf } =
        'document' in body
          ? await pdfRenderer.render(body.document, options)
          : await pdfRenderer.renderAnswers({ draft: body.contractData as Draft, today }, options);
      return sendDownload(reply, pdf, 'pdf', body.filename);
    });

    app.post('/generate-docx', options, async (request, reply) => {
      const today = new Date();
      assertReady(request.body, today);
      await assertDocumentAllowed(request.body, requireAccount(request.user), contracts);
      const bytes = await pdfRenderer.renderDocx(documentOf(request.body, today), {
        signal: abortOnClose(reply),
        client: renderClient(request),
      });
      return sendDownload(reply, bytes, 'docx', request.body.filename);
    });
  },
);

const storedQuery = z.object({
  filename: z.string().max(300).optional(),
  user_id: ignoredUserId,
});

/**
 * GET /api/contracts/:id/pdf, /docx and /dossier (owner only): the stored contract as a file
 * (/dossier: « Dossier pour votre juriste », the Word file with the editor's comments as Word
 * comments anchored to their paragraphs) — its edited
 * document once it has been edited, else the document its answers give at the contract's date
 * (docs/document-model.md). An unedited contract that step 6 would refuse answers 400 as the
 * POST does; edited text is the user's own and is not checked. Accounts only, like the POST
 * (policies.ts requireAccount).
 */
export const storedDocumentRoutes = routePlugin(
  { name: 'stored-document-routes', dependencies: ['render-pool', 'repositories'] },
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const { pdfRenderer } = app;
    const { contracts } = app.repositories;
    for (const format of ['pdf', 'docx', 'dossier'] as const) {
      app.get(
        `/contracts/:id/${format}`,
        { schema: { params: idParams, querystring: storedQuery } },
        async (request, reply) => {
          const user = requireAccount(request.user);
          const contract = await contracts.find(user.id, request.params.id);
          authorize(user, 'contract:read', contract);
          const { draft } = contract;
          const day = contractDayOf(draft, contract.created_at);
          // An edited text is the user's own, but a child model's contract still waits for the
          // prefect's authorisation (C. trav. L7124-1).
          if (contract.edited) assertChildAuthorised(draft, day);
          else assertDraftReady(draft, day);
          const options = { signal: abortOnClose(reply), client: renderClient(request) };
          if (format === 'pdf') {
            const { pdf } = await renderContractPdf(pdfRenderer, contract, options);
            return sendDownload(reply, pdf, 'pdf', request.query.filename ?? contract.title);
          }
          const document = contractDocument(contract);
          const comments =
            format === 'dossier' ? dossierComments(contract.comments, document.elements) : [];
          const bytes = await pdfRenderer.renderDocx(document, { ...options, comments });
          const name =
            request.query.filename ??
            (format === 'dossier' ? dossierFileName(contract.title) : contract.title);
          return sendDownload(reply, bytes, 'docx', name);
        },
      );
    }
  },
);
