import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../errors';
import { BODY_LIMIT } from '../body-limit';
import { EARLY_SECURITY_HEADERS } from './security';

export type ErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: FieldError[];
    details?: Record<string, unknown>;
  };
};

export const errorBody = (error: AppError): ErrorBody => ({
  error: {
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error.details ? { details: error.details } : {}),
  },
});

/** Fastify's own client errors (body parsing, content type, size) → our catalogue. */
// A "__proto__" or "constructor.prototype" key is refused by secure-json-parse inside
// Fastify's JSON parser, which reports it as FST_ERR_CTP_INVALID_JSON_BODY.
const FASTIFY_CODES: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError('INVALID_JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new AppError('INVALID_JSON', { message: 'Le corps de la requête JSON est vide.' }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new AppError('INVALID_JSON'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError('UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_VALIDATION: () => new AppError('VALIDATION_FAILED'),
  FST_ERR_BAD_URL: () => new AppError('BAD_URL'),
  FST_ERR_MAX_PARAM_LENGTH: () => new AppError('URL_TOO_LONG'),
};

const joinPath = (context: string | undefined, instancePath: string) => {
  const inner = instancePath.split('/').filter(Boolean);
  const prefix = context === 'body' || !context ? [] : [context];
  return [...prefix, ...inner].join('.') || '(racine)';
};

/** Maps any thrown value to an AppError; unknown errors become INTERNAL (and are logged). */
export function toAppError(error: unknown): { appError: AppError; unexpected: boolean } {
  if (error instanceof AppError) return { appError: error, unexpected: false };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext;
    const fields = error.validation.flatMap((issue) => {
      const message = issue.message ?? 'Valeur invalide.';
      // An unknown key is reported on its parent; name the key itself so the client sees it.
      const keys =
        issue.keyword === 'unrecognized_keys'
          ? (issue.params as { keys?: string[] }).keys
          : undefined;
      if (keys?.length)
        return keys.map((key) => ({
          path: joinPath(context, `${issue.instancePath}/${key}`),
          message,
        }));
      return [{ path: joinPath(context, issue.instancePath), message }];
    });
    return { appError: new AppError('VALIDATION_FAILED', { fields }), unexpected: false };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  const code = fastifyError?.code;
  if (code && FASTIFY_CODES[code]) return { appError: FASTIFY_CODES[code](), unexpected: false };
  const status = fastifyError?.statusCode;
  if (status === 413) return { appError: new AppError('PAYLOAD_TOO_LARGE'), unexpected: false };
  if (status === 415)
    return { appError: new AppError('UNSUPPORTED_MEDIA_TYPE'), unexpected: false };
  if (status === 429) return { appError: new AppError('RATE_LIMITED'), unexpected: false };
  if (status === 404) return { appError: new AppError('NOT_FOUND'), unexpected: false };
  if (status && status >= 400 && status < 500) {
    return { appError: new AppError('VALIDATION_FAILED'), unexpected: false };
  }
  return { appError: new AppError('INTERNAL'), unexpected: true };
}

export function sendError(reply: FastifyReply, error: AppError) {
  return reply.status(error.status).type('application/json; charset=utf-8').send(errorBody(error));
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode (`/api/contracts/%ZZ`) or a path
 * parameter beyond maxParamLength is refused by the router before any hook or handler, and
 * Fastify would answer in English without our headers. Same French JSON as every other error.
 */
export function frameworkErrorHandler(
  error: unknown,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.headers(EARLY_SECURITY_HEADERS);
  return sendError(reply, toAppError(error).appError);
}

/**
 * The catalogue's « 1 Mo au maximum » is the API's general body limit; a route with its own (the
 * verifier's 20 Mo) says its own(a 21 Mo PDF was told « 1 Mo »).
 */
function withRouteLimit(
  result: ReturnType<typeof toAppError>,
  request: FastifyRequest,
): ReturnType<typeof toAppError> {
  const limit = request.routeOptions.bodyLimit;
  if (result.appError.code !== 'PAYLOAD_TOO_LARGE' || !limit || limit === BODY_LIMIT) return result;
  const megabytes = Math.round((limit / 1024 / 1024) * 10) / 10;
  const message = `La requête est trop volumineuse (${String(megabytes).replace('.', ',')} Mo au maximum).`;
  return { ...result, appError: new AppError('PAYLOAD_TOO_LARGE', { message }) };
}

/**
 * The one place errors become HTTP answers: `{ error: { code, message, fields? } }` with a
 * French message. Unexpected errors are logged with the route only — never the body, which may
 * hold personal data — and answer the generic 500.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { appError, unexpected } = withRouteLimit(toAppError(error), request);
    if (unexpected) {
      const err = error as Error;
      request.log.error(
        {
          route: request.routeOptions.url,
          method: request.method,
          err: { name: err?.name, message: err?.message, stack: err?.stack },
        },
        'erreur inattendue',
      );
    }
    if (appError.code === 'RATE_LIMITED') {
      const retry = reply.getHeader('retry-after');
      if (retry === undefined) reply.header('retry-after', '60');
    }
    return sendError(reply, appError);
  });
});
