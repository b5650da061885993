import type { ZodType, z } from 'zod';
import type { ErrorCode } from '@core/schemas/errors';
import { takeEarlyResponse } from './early-fetch';

/**
 * A field-level problem reported by the server (docs/design.md §4: `fields: [{ path, message }]`).
 */
export type ApiFieldError = { path: string; message: string };

/**
 * Every failed call becomes an ApiError: `status` is the HTTP status (0 when the network failed),
 * `code` the server's error code (e.g. CONTRACT_NOT_FOUND), `message` French text to show.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ApiFieldError[];
  /** What the server adds beyond the message (a closed signing link: who closed it); unchecked. */
  readonly details: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: ApiFieldError[] = [],
    details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.';
const UNEXPECTED_MESSAGE = 'Une erreur inattendue est survenue. Veuillez réessayer.';

export type ApiFetchOptions<S extends ZodType | undefined = undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON (a FormData is sent as is, e.g. file import). */
  body?: unknown;
  /**
   * Validates the JSON response; the result is typed from the schema. It may still be loading
   * (`import('…').then(…)`): a page that reads an answer need not load zod before its first
   * paint (docs/decisions/0021); it is awaited once the answer is in.
   */
  schema?: S | Promise<S>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

type Result<S> = S extends ZodType ? z.output<S> : unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The codes a call can fail with: the server's (core/schemas/errors.ts) and the client's own. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/** Whether `error` is an API error with one of these codes (a misspelt code fails the typecheck). */
export const hasErrorCode = (error: unknown, ...codes: ApiErrorCode[]): error is ApiError =>
  error instanceof ApiError && (codes as string[]).includes(error.code);

/** Turns an error body `{ error: { code, message, fields, details } }` into an ApiError (pure, tested). */
export function toApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${status}`;
  const message =
    typeof error?.message === 'string' && error.message ? error.message : UNEXPECTED_MESSAGE;
  const fields = Array.isArray(error?.fields)
    ? error.fields.filter(
        (f): f is ApiFieldError =>
          isRecord(f) && typeof f.path === 'string' && typeof f.message === 'string',
      )
    : [];
  return new ApiError(status, code, message, fields, error?.details);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Low-level call: sends the request with the session cookie and throws ApiError when the
 * response is not 2xx. Use it for binary answers (PDF, DOCX): `await (await apiRequest(…)).blob()`.
 */
export async function apiRequest(
  path: string,
  options: Omit<ApiFetchOptions, 'schema'> = {},
): Promise<Response> {
  const {
    method = options.body === undefined ? 'GET' : 'POST',
    body,
    signal,
    headers = {},
  } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // A plain read the entry module already started (web/lib/early-fetch.ts): its answer if it
  // succeeded, else the request is sent again below.
  if (method === 'GET' && body === undefined && Object.keys(headers).length === 0) {
    const early = await takeEarlyResponse(path);
    if (early?.ok) return early;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      signal,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  return response;
}

/**
 * JSON call: `await apiFetch('/api/contracts', { schema: contractListSchema })`.
 * Returns undefined for an empty body (204). With a schema, a response that does not match
 * throws ApiError('INVALID_RESPONSE') instead of letting bad data into the UI.
 */
export async function apiFetch<S extends ZodType | undefined = undefined>(
  path: string,
  options: ApiFetchOptions<S> = {},
): Promise<Result<S>> {
  const { schema, ...rest } = options;
  // Read below, after the answer: a schema still loading must not fail unheard before then.
  if (schema instanceof Promise) schema.catch(() => undefined);
  const response = await apiRequest(path, rest);
  const data = await readJson(response);
  // A schema that failed to load is a network failure like the call's own.
  const validator = await Promise.resolve(schema).catch(() => {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  });
  if (!validator) return data as Result<S>;
  const parsed = validator.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', UNEXPECTED_MESSAGE);
  }
  return parsed.data as Result<S>;
}

/**
 * The server refused a write because of its version: 409 VERSION_CONFLICT
 * (another tab or device saved first) or 428 VERSION_REQUIRED (no version was sent). Either
 * way the answer is the same for the user: their edits stay on screen and they may reload.
 */
export function isVersionProblem(error: unknown): error is ApiError {
  return hasErrorCode(error, 'VERSION_CONFLICT', 'VERSION_REQUIRED');
}
