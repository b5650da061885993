import type { FastifyRequest } from 'fastify';
import { AUTH_BODY_SCHEMAS, oauthCallbackSchema, TOKEN_MAX } from '@core/schemas/auth-input';
import {
  authErrorMessage,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '@core/schemas/auth-messages';
import { passwordProblem, type EstimatePassword } from '@core/rules/password-strength';
import type { FieldError } from '../errors';
import { findInvalidText, INVALID_CHARACTER } from '../invalid-text';
import { COOKIE_PREFIX } from './auth';

/**
 * The input guard of /api/auth/*: the bridge hands better-auth the raw body, so none of the
 * app's parsers or schemas ran. Everything better-auth would read — body (JSON or form), query
 * and our cookies — is checked here first, the way every other route is: types, lengths, NUL and
 * lone surrogates, prototype keys, then the endpoint's own schema and the password rule.
 * A refusal answers better-auth's error shape (`{ code, message, fields? }`, French), which the
 * web's auth client reads.
 */
export type AuthProblem = {
  status: number;
  code: string;
  message: string;
  fields?: FieldError[];
  expireCookies?: string[];
};

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 8;
const MAX_ITEMS = 100;

const validation = (fields: FieldError[]): AuthProblem => ({
  status: 400,
  code: 'VALIDATION_ERROR',
  message: fields[0]?.message ?? 'Les informations saisies sont invalides.',
  fields,
});

/** The better-auth path of a request (`/sign-up/email`), without base path nor query. */
export function authPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/^\/api\/auth/, '') || '/';
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const HEADER_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;
/** Our cookies only ever hold base64/base64url tokens, signatures and JSON in base64. */
const COOKIE_VALUE = /^[\x21-\x7e]*$/;
const ourCookie = (name: string) =>
  name.startsWith(`${COOKIE_PREFIX}.`) || name.startsWith(`__Secure-${COOKIE_PREFIX}.`);

/** The names of our cookies whose value is not a token (after URI decoding, as better-call reads them). */
export function invalidCookieNames(header: string | undefined): string[] | null {
  if (!header) return null;
  if (HEADER_CONTROL.test(header)) return ['(en-tête Cookie)'];
  const bad: string[] = [];
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (!ourCookie(name)) continue;
    let value = pair.slice(eq + 1).trim();
    try {
      value = value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      bad.push(name);
      continue;
    }
    if (!COOKIE_VALUE.test(value) || value.length > TOKEN_MAX) bad.push(name);
  }
  return bad.length > 0 ? bad : null;
}

export const INVALID_COOKIE_MESSAGE = authErrorMessage('INVALID_COOKIE');

/** The session cookies to clear when the Cookie header itself is unreadable. */
const SESSION_COOKIES = ['session_token', 'session_data', 'dont_remember'].map(
  (name) => `${COOKIE_PREFIX}.${name}`,
);

/**
 * Set-Cookie values that delete the given cookies, so a browser holding a corrupted one is not
 * refused on every request until it expires.
 */
export function expiringCookies(names: string[]): string[] {
  const ours = names.filter(ourCookie);
  return (ours.length > 0 ? ours : SESSION_COOKIES).map(
    (name) =>
      `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
  );
}

/** Depth, size, prototype keys and characters of any decoded body; the first problem found. */
function structureProblem(value: unknown): FieldError | null {
  const bad = findInvalidText(value);
  if (bad !== null) return { path: bad, message: INVALID_CHARACTER };
  const stack: [unknown, string, number][] = [[value, '', 0]];
  while (stack.length > 0) {
    const [item, path, depth] = stack.pop() as [unknown, string, number];
    if (typeof item === 'string' && item.length > TOKEN_MAX) {
      return {
        path: path || '(racine)',
        message: `Ce texte ne doit pas dépasser ${TOKEN_MAX} caractères.`,
      };
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_DEPTH)
      return { path: path || '(racine)', message: 'La requête est trop imbriquée.' };
    const entries = Object.entries(item);
    if (entries.length > MAX_ITEMS)
      return { path: path || '(racine)', message: 'La requête contient trop d’éléments.' };
    for (const [key, inner] of entries) {
      const at = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) return { path: at, message: 'Ce nom de champ est interdit.' };
      stack.push([inner, at, depth + 1]);
    }
  }
  return null;
}

type Decoded = { body: unknown } | { problem: AuthProblem };

/** The body the way better-call will read it: JSON, or a form post (provider callbacks). */
function decodeBody(request: FastifyRequest): Decoded {
  const raw = request.body as Buffer | undefined;
  if (!raw || raw.length === 0) return { body: undefined };
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  const text = raw.toString('utf8');
  if (/^application\/([a-z0-9.+-]*\+)?json/.test(type)) {
    try {
      return { body: JSON.parse(text) as unknown };
    } catch {
      return {
        problem: {
          status: 400,
          code: 'INVALID_JSON',
          message: 'Le corps de la requête n’est pas un JSON valide.',
        },
      };
    }
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    const form: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(text)) form[key] = value;
    return { body: form };
  }
  // Any other type is refused by better-auth itself (415) before it reads the body.
  return { body: undefined };
}

const issuesToFields = (
  issues: { path: PropertyKey[]; message: string; code: string; keys?: string[] }[],
): FieldError[] =>
  issues.flatMap((issue) => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      return issue.keys.map((key) => ({
        path: at ? `${at}.${key}` : key,
        message: 'Ce champ n’est pas accepté.',
      }));
    }
    return [{ path: at || '(racine)', message: issue.message }];
  });

const isCallback = (path: string) =>
  path.startsWith('/callback/') || path.startsWith('/oauth2/callback/');

/**
 * Checks one /api/auth request; returns its decoded body (for the bridge's own rules: the
 * e-mail of a sign-in, the password of a duplicate sign-up) or the problem to answer.
 */
export function checkAuthRequest(request: FastifyRequest, estimate: EstimatePassword): Decoded {
  const path = authPath(request.url);
  const cookies = invalidCookieNames(request.headers.cookie);
  if (cookies) {
    return {
      problem: {
        status: 400,
        code: 'INVALID_COOKIE',
        message: INVALID_COOKIE_MESSAGE,
        expireCookies: expiringCookies(cookies),
      },
    };
  }

  const query = request.query as Record<string, unknown> | undefined;
  const queryProblem = structureProblem(query ?? {});
  if (queryProblem)
    return { problem: validation([{ ...queryProblem, path: `query.${queryProblem.path}` }]) };
  if (isCallback(path)) {
    const parsed = oauthCallbackSchema.safeParse(query ?? {});
    if (!parsed.success) return { problem: validation(issuesToFields(parsed.error.issues)) };
  }
  if (request.method !== 'POST') return { body: undefined };

  const decoded = decodeBody(request);
  if ('problem' in decoded) return decoded;
  const { body } = decoded;
  const structure = structureProblem(body);
  if (structure) return { problem: validation([structure]) };
  const schema = isCallback(path) ? oauthCallbackSchema : AUTH_BODY_SCHEMAS[path];
  if (schema) {
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success)
      return { problem: validation(issuesToFields(parsed.error.issues as never)) };
  } else if (
    body !== undefined &&
    (typeof body !== 'object' || body === null || Array.isArray(body))
  ) {
    return {
      problem: { status: 400, code: 'BODY_MUST_BE_AN_OBJECT', message: 'La requête est invalide.' },
    };
  }

  const password = newPasswordOf(path, body);
  if (password !== null) {
    const person = path === '/sign-up/email' ? (body as { email: string; name: string }) : {};
    const problem = passwordProblem(password, person, estimate);
    if (problem)
      return {
        problem: {
          status: 400,
          code: passwordCode(password),
          message: problem,
          fields: [
            { path: path === '/sign-up/email' ? 'password' : 'newPassword', message: problem },
          ],
        },
      };
  }
  return { body };
}

/** The password being chosen by this request, if any (sign-up, password change or reset). */
function newPasswordOf(path: string, body: unknown): string | null {
  if (path === '/sign-up/email') return (body as { password: string }).password;
  if (path === '/change-password' || path === '/reset-password')
    return (body as { newPassword: string }).newPassword;
  return null;
}

const passwordCode = (password: string) =>
  password.length < MIN_PASSWORD_LENGTH
    ? 'PASSWORD_TOO_SHORT'
    : password.length > MAX_PASSWORD_LENGTH
      ? 'PASSWORD_TOO_LONG'
      : 'PASSWORD_TOO_WEAK';
