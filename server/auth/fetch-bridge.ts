import type { FastifyReply, FastifyRequest } from 'fastify';
import { authErrorMessage } from '@core/schemas/auth-messages';

/** Hop-by-hop headers describe our socket, not the request better-auth should see. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/**
 * The request's headers as Fetch Headers, with X-Forwarded-For replaced by Fastify's request.ip
 * (which honours TRUST_PROXY): better-auth keys its rate limits and session IPs on that header,
 * and a client must not choose it.
 */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** The Fastify request as a Fetch Request for better-auth's handler; `body` is the raw bytes. */
export function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const method = request.method.toUpperCase();
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : (request.body as Buffer | undefined);
  return new Request(new URL(request.url, origin), {
    method,
    headers: fetchHeaders(request),
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/** Copies every Set-Cookie of a Fetch response (there are often two or three) onto the reply. */
export function forwardSetCookies(headers: Headers, reply: FastifyReply): void {
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) return;
  const existing = reply.getHeader('set-cookie');
  const previous =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...previous, ...cookies]);
}

type AuthErrorBody = { code?: string; message?: string } & Record<string, unknown>;

/**
 * better-auth's refusals that carry an English sentence and no code (« Email is the same »
 * read « L’authentification a échoué »), given one.
 */
const CODELESS: Record<string, string> = { 'Email is the same': 'EMAIL_IS_THE_SAME' };

/**
 * better-auth answers errors as `{ code, message }` in English; the UI shows `message`, so it is
 * replaced by the French text of the code (core/schemas/auth-messages.ts), the code kept.
 */
export function frenchErrorBody(status: number, text: string): string {
  let body: AuthErrorBody;
  try {
    const parsed: unknown = JSON.parse(text);
    body = parsed && typeof parsed === 'object' ? (parsed as AuthErrorBody) : {};
  } catch {
    body = {};
  }
  const code =
    status === 429
      ? 'TOO_MANY_REQUESTS'
      : typeof body.code === 'string'
        ? body.code
        : CODELESS[String(body.message)];
  return JSON.stringify({ ...body, ...(code ? { code } : {}), message: authErrorMessage(code) });
}

/**
 * The few successful answers whose body carries an English sentence (better-auth's), in French:
 * the same words the interface shows.
 */
const FRENCH_SUCCESS_MESSAGES: Record<string, string> = {
  'If this email exists in our system, check your email for the reset link':
    'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien valable 1\u00a0heure.',
};

function frenchSuccessBody(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (!body || typeof body !== 'object' || Array.isArray(body)) return text;
    const message = (body as { message?: unknown }).message;
    const french = typeof message === 'string' ? FRENCH_SUCCESS_MESSAGES[message] : undefined;
    return french ? JSON.stringify({ ...body, message: french }) : text;
  } catch {
    return text;
  }
}

/** Sends a Fetch Response through Fastify: status, headers, every cookie, French errors. */
export async function sendFetchResponse(
  response: Response,
  reply: FastifyReply,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || HOP_BY_HOP.has(name)) return;
    reply.header(name, value);
  });
  forwardSetCookies(response.headers, reply);
  const text = response.body ? await response.text() : '';
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.status >= 400 && (isJson || text === '')) {
    return reply
      .type('application/json; charset=utf-8')
      .send(frenchErrorBody(response.status, text));
  }
  if (text === '') return reply.send(null);
  return reply.send(isJson ? frenchSuccessBody(text) : text);
}
