import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '@core/schemas/auth-messages';
import { BACKENDS, cookieHeader, createTestApp } from './test-support';

const ORIGIN = 'http://localhost:3000';
const headers = (cookie?: string) => ({ origin: ORIGIN, ...(cookie ? { cookie } : {}) });

describe.each(BACKENDS)('email + password (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.app.get('/api/test-me', async (request) => ({ user: request.user }));
  });
  afterAll(async () => t?.close());

  const signUp = (email: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: headers(cookie),
      payload: { email, password, name: 'Camille Martin' },
    });

  it('refuses an 11-character password with a French message', async () => {
    const response = await signUp('court@example.fr', '12345678901');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      message: 'Le mot de passe doit contenir au moins 12 caractères.',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('signs up, reads the session, signs out, and signs in again', async () => {
    const created = await signUp('camille@example.fr', 'douze-signes');
    expect(created.statusCode).toBe(200);
    expect(created.json().user).toMatchObject({
      email: 'camille@example.fr',
      name: 'Camille Martin',
    });
    const setCookie = ([] as string[]).concat(created.headers['set-cookie'] as string[]);
    const session = setCookie.find((c) => c.startsWith('clausier.session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    const cookie = cookieHeader(setCookie);

    const current = await t.app.inject({ url: '/api/auth/get-session', headers: headers(cookie) });
    expect(current.json().user.email).toBe('camille@example.fr');
    const me = await t.app.inject({ url: '/api/test-me', headers: headers(cookie) });
    expect(me.json().user).toMatchObject({ email: 'camille@example.fr', isAnonymous: false });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: headers(cookie),
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/auth/get-session', headers: headers(cookie) });
    expect(after.json()).toBeNull();
    const meAfter = await t.app.inject({ url: '/api/test-me', headers: headers(cookie) });
    expect(meAfter.json().user).toBeNull();

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: headers(),
      payload: { email: 'camille@example.fr', password: 'pas-le-bon-mot' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: AUTH_ERROR_MESSAGES.INVALID_EMAIL_OR_PASSWORD,
    });

    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: headers(),
      payload: { email: 'camille@example.fr', password: 'douze-signes' },
    });
    expect(back.statusCode).toBe(200);
    const again = await t.app.inject({
      url: '/api/auth/get-session',
      headers: headers(cookieHeader(back.headers['set-cookie'])),
    });
    expect(again.json().user.email).toBe('camille@example.fr');
  });

  it('lists no provider button when none is configured', async () => {
    const response = await t.app.inject({ url: '/api/auth-providers' });
    // The app always has a mailer (a log or an SMTP server): a sign-up sends its confirmation.
    expect(response.json()).toEqual({ providers: [], verifiesEmail: true });
  });
});
