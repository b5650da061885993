import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { cookieHeader } from '../auth/test-support';

/** better-auth checks the Origin of cookie-bearing requests against BETTER_AUTH_URL. */
export const TEST_ORIGIN = 'http://localhost:3000';

/** A caller as the route tests see it: the Cookie header of its session ('' = none). */
export type Caller = { name: string; cookie: string; userId: string | null };

export const NOBODY: Caller = { name: 'sans session', cookie: '', userId: null };

export const headersFor = (caller: Caller): Record<string, string> => ({
  origin: TEST_ORIGIN,
  ...(caller.cookie ? { cookie: caller.cookie } : {}),
});

const userIdOf = (response: LightMyRequestResponse): string => {
  const body = response.json() as { user?: { id?: string } };
  if (!body.user?.id)
    throw new Error(`pas d'utilisateur dans la réponse ${response.statusCode}: ${response.body}`);
  return body.user.id;
};

/** An account through the real sign-up endpoint (email + password, signed in at once). */
export async function signUp(app: FastifyInstance, email: string): Promise<Caller> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: 'mot-de-passe-solide-42', name: email.split('@')[0] },
  });
  if (response.statusCode !== 200)
    throw new Error(`inscription refusée (${response.statusCode}) : ${response.body}`);
  return {
    name: `compte ${email}`,
    cookie: cookieHeader(response.headers['set-cookie']),
    userId: userIdOf(response),
  };
}

/** An anonymous visitor through better-auth's anonymous sign-in (what ensureUser does). */
export async function anonymousVisitor(
  app: FastifyInstance,
  name = 'visiteur anonyme',
): Promise<Caller> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/anonymous',
    headers: { origin: TEST_ORIGIN },
  });
  if (response.statusCode !== 200)
    throw new Error(`session anonyme refusée (${response.statusCode}) : ${response.body}`);
  return { name, cookie: cookieHeader(response.headers['set-cookie']), userId: userIdOf(response) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call as `caller` (its cookie and the Origin better-auth expects). */
export function callAs(
  app: FastifyInstance,
  caller: Caller,
  method: Method,
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: headersFor(caller),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A 400 VALIDATION_FAILED answer's fields as `{ path: message }` (fails the test otherwise). */
export function fieldsOf(response: LightMyRequestResponse): Record<string, string> {
  expect(response.statusCode).toBe(400);
  const { error } = response.json() as {
    error: { code: string; fields: { path: string; message: string }[] };
  };
  expect(error.code).toBe('VALIDATION_FAILED');
  return Object.fromEntries(error.fields.map((f) => [f.path, f.message]));
}
