import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { contentDisposition, downloadFileName } from '@core/rules/export-file-name';
import { renderDocx } from '../../render/docx/render-docx';
import { createPdfRenderer } from '../../render/pdf/pdf-renderer';
import type { PdfRenderer } from '../../render/pdf/pdf-renderer';
import { assertReady, documentOf, generateBody } from './body';

export type DocumentRoutesOptions = {
  /** Tests inject their own pool (e.g. the WASM engine); by default one is made lazily. */
  pdfRenderer?: PdfRenderer;
};

const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

function sendFile(reply: FastifyReply, bytes: Buffer, format: 'pdf' | 'docx', requested: string | undefined) {
  return reply
    .type(MIME[format])
    .header('content-disposition', contentDisposition(downloadFileName(requested, format)))
    .header('content-length', bytes.byteLength)
    .header('cache-control', 'no-store')
    .send(bytes);
}

/** Aborts a queued PDF when the client goes away before its answer is written. */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * POST /generate-pdf and /generate-docx (SPEC §7): `{ contractData | document, filename }` →
 * the file as an attachment. PDFs are laid out by Typst in a worker pool (never on the event
 * loop); documents beyond the size limit answer 413 before any layout. Rate-limited per IP by
 * server/plugins/rate-limit.ts.
 */
export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (app, options) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The pool starts with the first PDF (tests and the many server suites never pay for it).
  let renderer = options.pdfRenderer ?? null;
  const ownsRenderer = !options.pdfRenderer;
  const pdfRenderer = () => (renderer ??= createPdfRenderer());
  app.addHook('onClose', async () => {
    if (ownsRenderer && renderer) await renderer.close();
  });

  app.post('/generate-pdf', { schema: { body: generateBody } }, async (request, reply) => {
    const today = new Date();
    assertReady(request.body, today);
    const doc = documentOf(request.body, today);
    const { pdf } = await pdfRenderer().render(doc, { signal: abortOnClose(reply) });
    return sendFile(reply, pdf, 'pdf', request.body.filename);
  });

  app.post('/generate-docx', { schema: { body: generateBody } }, async (request, reply) => {
    const today = new Date();
    assertReady(request.body, today);
    const bytes = await renderDocx(documentOf(request.body, today));
    return sendFile(reply, bytes, 'docx', request.body.filename);
  });
};
