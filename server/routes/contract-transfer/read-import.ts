import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CONTRACT_IMPORT_MAX_BYTES, contractExportSchema } from '@core/schemas/contract-export';
import { AppError, type FieldError } from '@server/errors';
import { parseUntrustedJson } from './safe-json';
import { INVALID_CHARACTER, findInvalidText } from '@server/invalid-text';
import { sanitizeImport, type ImportedContract } from './sanitize';
import { importedTitle } from '@core/rules/imported-title';
import { draftRuleIssues } from '@core/rules/draft-rules';

export const IMPORT_FAILED = 'Erreur lors de l’importation du contrat';
export const NOT_JSON = 'Le fichier doit être au format JSON';

const failure = (reason: string, fields?: FieldError[]) =>
  new AppError('VALIDATION_FAILED', {
    message: `${IMPORT_FAILED}\u00a0: ${reason}.`,
    ...(fields ? { fields } : {}),
  });

/**
 * docs/product.md §5: a JSON file is one whose type is application/json or whose name ends in
 * .json.
 */
export const looksLikeJsonFile = (mimetype: string | undefined, filename: string | undefined) =>
  /^application\/json\b/i.test(mimetype ?? '') || /\.json$/i.test(filename ?? '');

const isTooLarge = (error: unknown) => {
  const e = error as { code?: string; statusCode?: number } | null;
  return e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413;
};

/** The raw text of the uploaded file (multipart) or of the JSON body. */
async function readImportText(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) {
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(type) || typeof request.body !== 'string')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: NOT_JSON });
    return request.body;
  }
  let file;
  try {
    file = await request.file();
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    throw failure('la requête multipart est invalide');
  }
  if (!file) throw failure('aucun fichier reçu');
  if (!looksLikeJsonFile(file.mimetype, file.filename)) {
    file.file.resume(); // drain the stream so the connection stays usable
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: NOT_JSON });
  }
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    throw failure('le fichier est illisible');
  }
  try {
    // Strict: a file saved in another encoding (Windows-1252) is refused, not stored as « � ».
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw failure('le fichier n’est pas encodé en UTF-8');
  }
}

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    message: `${IMPORT_FAILED}\u00a0: le fichier dépasse ${CONTRACT_IMPORT_MAX_BYTES / 1024 / 1024} Mo.`,
  });

const fieldErrors = (error: z.ZodError): FieldError[] =>
  error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join('.') || '(racine)',
    message: issue.message,
  }));

/**
 * File → validated, sanitised contract, or a French AppError (never a 500): the hardened
 * parse, then the same schemas as the rest of the API, then the rich-text sanitiser.
 */
export async function readImport(request: FastifyRequest): Promise<ImportedContract> {
  const text = await readImportText(request);
  if (Buffer.byteLength(text, 'utf8') > CONTRACT_IMPORT_MAX_BYTES) throw tooLarge();
  const parsed = parseUntrustedJson(text);
  if (!parsed.ok) throw failure(parsed.reason);
  const value = parsed.value;
  // The spec's client may send its user_id alongside; it is ignored (the owner is the session's).
  if (value && typeof value === 'object' && !Array.isArray(value) && 'user_id' in value) {
    delete (value as Record<string, unknown>).user_id;
  }
  const result = contractExportSchema.safeParse(value);
  if (!result.success)
    throw failure('le contenu du fichier n’est pas un contrat valide', fieldErrors(result.error));
  // The rules of the day too (dates, ages, a minor's free grant), as for answers sent any other
  // way: an imported birth date in the year 3000 would otherwise reach the PDF.
  const dayIssues = draftRuleIssues(result.data.form_data, new Date());
  if (dayIssues.length > 0)
    throw failure(
      'le contenu du fichier n’est pas un contrat valide',
      dayIssues.slice(0, 20).map((issue) => ({
        path: ['form_data', ...issue.path].map(String).join('.'),
        message: issue.message,
      })),
    );
  const clean = sanitizeImport(result.data);
  // The sanitiser decodes entities (« &#x202E; », « &#1; ») after the file's characters were
  // checked: what they became is checked again.
  const hidden = findInvalidText(clean);
  if (hidden !== null)
    throw failure('le contenu du fichier n’est pas un contrat valide', [
      { path: hidden, message: INVALID_CHARACTER },
    ]);
  // « (importé le …) »: a copy is told apart from its original in « Mes Contrats ».
  return { ...clean, title: importedTitle(clean.title.trim() || 'Contrat', new Date()) };
}
