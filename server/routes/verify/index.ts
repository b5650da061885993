import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { verificationSchema } from '@core/schemas/signature';
import { AppError } from '@server/errors';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { routePlugin } from '../route-plugin';
import { verifySignedPdf } from '@server/use-cases/verify-signed-pdf';

/**
 * A signed contract with its dossier is a few hundred kilobytes; 10 MB leaves room, and a larger
 * upload is refused while it arrives, before anything reads it.
 */
export const VERIFY_MAX_BYTES = 10 * 1024 * 1024;

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    message: `Le fichier dépasse ${VERIFY_MAX_BYTES / 1024 / 1024} Mo.`,
  });

const isTooLarge = (error: unknown) => {
  const e = error as { code?: string; statusCode?: number } | null;
  return e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413;
};

/** The uploaded file (multipart, field `file`), or a raw application/pdf body. */
async function uploadedPdf(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer;
  if (request.isMultipart()) {
    let file;
    try {
      file = await request.file();
      bytes = file ? await file.toBuffer() : Buffer.alloc(0);
    } catch (error) {
      if (isTooLarge(error)) throw tooLarge();
      throw new AppError('VALIDATION_FAILED', { message: 'Le fichier envoyé est illisible.' });
    }
  } else if (Buffer.isBuffer(request.body)) {
    bytes = request.body;
  } else {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'Envoyez le fichier PDF (formulaire multipart ou corps application/pdf).',
    });
  }
  if (bytes.subarray(0, 1024).indexOf('%PDF-') === -1) throw new AppError('NOT_A_PDF');
  return bytes;
}

/**
 * POST /api/verify: is this PDF a contract sealed by Clausier, intact
 * or modified since, and whose signatures does it carry? Nothing is stored.
 */
export const verifyRoutes = routePlugin(
  { name: 'verify-routes', dependencies: ['repositories', 'sealer'] },
  async (app) => {
    const deps = useCaseDeps(app);
    await app.register(multipart, {
      limits: { fileSize: VERIFY_MAX_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 4 },
    });
    app.addContentTypeParser(
      'application/pdf',
      { parseAs: 'buffer', bodyLimit: VERIFY_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/verify',
      { schema: { response: { 200: verificationSchema } }, bodyLimit: VERIFY_MAX_BYTES },
      async (request) => verifySignedPdf(deps, await uploadedPdf(request)),
    );
  },
);
