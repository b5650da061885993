import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/**
 * A NUL character or half of a UTF-16 surrogate pair is never text a person typed, and
 * PostgreSQL refuses both (text columns reject 0x00, jsonb rejects \u0000 and lone
 * surrogates): stored, they became a 500 on PostgreSQL; in a file name, a 500 on any base.
 * They are refused at the door with a French 400 naming the field, never silently dropped.
 */
export const INVALID_CHARACTER =
  'Ce texte contient un caractère invalide (caractère nul ou demi-caractère Unicode).';
// eslint-disable-next-line no-control-regex -- NUL is exactly what is refused
const BAD_CHARACTER = /\u0000|\p{Cs}/u;
/** In raw JSON text these characters can only arrive escaped; without such an escape, no walk. */
const SUSPECT_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

/** Path of the first string (value or key) holding a bad character, or null; iterative (deep bodies). */
export function findInvalidText(value: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (BAD_CHARACTER.test(item)) return path || '(racine)';
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (BAD_CHARACTER.test(key)) return at;
        stack.push([inner, at]);
      }
    }
  }
  return null;
}

const invalid = (path: string) =>
  new AppError('VALIDATION_FAILED', { fields: [{ path, message: INVALID_CHARACTER }] });

/**
 * Fastify's own JSON parser (same __proto__/constructor refusal, same limits), followed by the
 * character check; plus the same check on path parameters and query strings (`/clients/%00`).
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const path = SUSPECT_ESCAPE.test(body as string) ? findInvalidText(value) : null;
      return path === null ? done(null, value) : done(invalid(path), undefined);
    });
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const path =
      findInvalidText(request.params, 'params') ?? findInvalidText(request.query, 'query');
    if (path !== null) throw invalid(path);
  });
});
