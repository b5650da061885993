import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { findInvalidText, INVALID_CHARACTER } from '../invalid-text';

/**
 * In raw JSON text, control characters and lone surrogates can only arrive escaped; the others
 * may come raw. Without either, the walk over the parsed body is skipped.
 */
const SUSPECT =
  /\\u(?:00[01]|007[fF]|00[89]|[dD][89a-fA-F]|202[a-eA-E]|206[6-9]|[fF][dD][dDeE]|[fF]{3}[dDeEfF])|[\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFDD0-\uFDEF\uFFFD\uFFFE\uFFFF]|\p{Noncharacter_Code_Point}/u;

const invalid = (path: string) =>
  new AppError('VALIDATION_FAILED', { fields: [{ path, message: INVALID_CHARACTER }] });

/**
 * Fastify's own JSON parser (same __proto__/constructor refusal, same limits), followed by the
 * character check; plus the same check on the API's path parameters and query strings
 * (`/api/clients/%00`).
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const path = SUSPECT.test(body as string) ? findInvalidText(value) : null;
      return path === null ? done(null, value) : done(invalid(path), undefined);
    });
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // A page's address (`/seance/<token>`) is the app's to read: it asks the API, which answers
    // the French « lien invalide »; a JSON 400 here was shown to the visitor as the page.
    if (!request.url.startsWith('/api/')) return;
    const path =
      findInvalidText(request.params, 'params') ?? findInvalidText(request.query, 'query');
    if (path !== null) throw invalid(path);
  });
});
