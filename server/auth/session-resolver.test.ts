import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousVisitor,
  callAs,
  signUp,
  TEST_ORIGIN,
  type Caller,
} from '../test-support/sessions';
import { createSessionResolver, DELEGATE, type SessionResolver } from './session-resolver';
import { signCookieValue, readCookie } from './signed-cookie';
import { BACKENDS, cookieHeader, createTestApp, TEST_SECRET } from './test-support';

type SessionRow = { token: string; userId: string; expiresAt: string | Date };
const DAY = 24 * 60 * 60 * 1000;
const SESSION_COOKIE = 'clausier.session_token';

/**
 * The fast session lookup of every API request (session-resolver.ts) against better-auth: it
 * names the same user for a live session, and hands every other case to better-auth, so a
 * tampered, expired, deleted or superseded session never identifies anyone.
 */
describe.each(BACKENDS)('session resolver (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let resolve: SessionResolver;

  const sessions = () => t.database.db.withTables<{ session: SessionRow }>();
  const tokenOf = (caller: Caller) => {
    const signed = readCookie(caller.cookie, SESSION_COOKIE);
    return signed?.slice(0, signed.lastIndexOf('.')) as string;
  };
  const setExpiry = (caller: Caller, at: number) =>
    sessions()
      .updateTable('session')
      .set({ expiresAt: new Date(at).toISOString() })
      .where('token', '=', tokenOf(caller))
      .execute();
  const expiryOf = async (caller: Caller) => {
    const row = await sessions()
      .selectFrom('session')
      .select('expiresAt')
      .where('token', '=', tokenOf(caller))
      .executeTakeFirstOrThrow();
    return new Date(row.expiresAt).getTime();
  };
  /** What a route sees as request.user, and the cookies of that answer. */
  const me = async (cookie: string) => {
    const response = await callAs(
      t.app,
      { name: 'x', cookie, userId: null },
      'GET',
      '/api/test-me',
    );
    return {
      user: response.json().user as {
        id: string;
        isAnonymous: boolean;
        email: string | null;
      } | null,
      setCookie: response.headers['set-cookie'],
    };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.app.get('/api/test-me', async (request) => ({ user: request.user }));
    resolve = await createSessionResolver(t.app.auth, t.database.db);
  });
  afterAll(async () => t?.close());

  it('names the user of a live session itself, as better-auth does', async () => {
    const account = await signUp(t.app, 'vivante@example.fr');
    expect(await resolve(account.cookie)).toEqual({
      id: account.userId,
      isAnonymous: false,
      name: 'vivante',
      email: 'vivante@example.fr',
    });
    const official = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { origin: TEST_ORIGIN, cookie: account.cookie },
    });
    expect(official.json().user.id).toBe(account.userId);
    const seen = await me(account.cookie);
    expect(seen.user).toMatchObject({ id: account.userId, email: 'vivante@example.fr' });
    expect(seen.setCookie).toBeUndefined();

    const visitor = await anonymousVisitor(t.app);
    expect(await resolve(visitor.cookie)).toEqual({
      id: visitor.userId,
      isAnonymous: true,
      name: null,
      email: null,
    });
  });

  it('hands a tampered signature to better-auth, which refuses it', async () => {
    const account = await signUp(t.app, 'signature@example.fr');
    const token = tokenOf(account);
    const forged = `${SESSION_COOKIE}=${encodeURIComponent(signCookieValue(token, 'un-autre-secret-0123456789abcdef'))}`;
    expect(await resolve(forged)).toBe(DELEGATE);
    expect((await me(forged)).user).toBeNull();
    const unsigned = `${SESSION_COOKIE}=${token}`;
    expect(await resolve(unsigned)).toBe(DELEGATE);
    expect((await me(unsigned)).user).toBeNull();
    // A validly signed token that is no session of ours.
    const unknown = `${SESSION_COOKIE}=${encodeURIComponent(signCookieValue('inconnu', TEST_SECRET))}`;
    expect(await resolve(unknown)).toBe(DELEGATE);
    expect((await me(unknown)).user).toBeNull();
  });

  it('an expired session identifies nobody, and better-auth clears its cookie', async () => {
    const account = await signUp(t.app, 'expiree@example.fr');
    await setExpiry(account, Date.now() - 1000);
    expect(await resolve(account.cookie)).toBe(DELEGATE);
    const seen = await me(account.cookie);
    expect(seen.user).toBeNull();
    expect(String(seen.setCookie)).toMatch(/clausier\.session_token=;.*Max-Age=0/);
  });

  it('a “don’t remember me” session is never renewed, and still expires', async () => {
    await signUp(t.app, 'oublie@example.fr');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: {
        email: 'oublie@example.fr',
        password: 'mot-de-passe-solide-42',
        rememberMe: false,
      },
    });
    expect(signIn.statusCode).toBe(200);
    const account: Caller = {
      name: 'oublie',
      cookie: cookieHeader(signIn.headers['set-cookie']),
      userId: signIn.json().user.id,
    };
    expect(account.cookie).toContain('clausier.dont_remember=');
    // Its one-day expiry always looks "due for renewal"; better-auth never renews it, nor do we.
    expect(await resolve(account.cookie)).toMatchObject({ id: account.userId });
    await setExpiry(account, Date.now() - 1000);
    expect(await resolve(account.cookie)).toBe(DELEGATE);
    expect((await me(account.cookie)).user).toBeNull();
  });

  it('a deleted session (sign-out) stops working on the very next request', async () => {
    const account = await signUp(t.app, 'sortie@example.fr');
    expect((await me(account.cookie)).user?.id).toBe(account.userId);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_ORIGIN, cookie: account.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await resolve(account.cookie)).toBe(DELEGATE);
    expect((await me(account.cookie)).user).toBeNull();
    expect((await callAs(t.app, account, 'GET', '/api/contracts')).statusCode).toBe(401);
  });

  it('the anonymous session stops working once the visitor signs up', async () => {
    const visitor = await anonymousVisitor(t.app);
    expect((await me(visitor.cookie)).user).toMatchObject({
      id: visitor.userId,
      isAnonymous: true,
    });
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, cookie: visitor.cookie },
      payload: { email: 'liee@example.fr', password: 'mot-de-passe-solide-42', name: 'Liée' },
    });
    expect(signed.statusCode).toBe(200);
    expect(await resolve(visitor.cookie)).toBe(DELEGATE);
    expect((await me(visitor.cookie)).user).toBeNull();
    const account = cookieHeader(signed.headers['set-cookie']);
    expect((await me(account)).user).toMatchObject({
      id: signed.json().user.id,
      isAnonymous: false,
      email: 'liee@example.fr',
    });
  });

  it('leaves the daily renewal to better-auth, then takes over again', async () => {
    const account = await signUp(t.app, 'renouvelee@example.fr');
    // Renewal is due once a day (updateAge) has passed: expiry 30 − 2 days ahead.
    await setExpiry(account, Date.now() + 28 * DAY);
    expect(await resolve(account.cookie)).toBe(DELEGATE);
    const seen = await me(account.cookie);
    expect(seen.user?.id).toBe(account.userId);
    expect(String(seen.setCookie)).toContain(`${SESSION_COOKIE}=`);
    expect(await expiryOf(account)).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(await resolve(account.cookie)).toMatchObject({ id: account.userId });
  });

  it('a stale session_data cookie goes to better-auth, which clears it', async () => {
    const account = await signUp(t.app, 'cache@example.fr');
    const cookie = `${account.cookie}; clausier.session_data=ancien`;
    expect(await resolve(cookie)).toBe(DELEGATE);
    const seen = await me(cookie);
    expect(seen.user?.id).toBe(account.userId);
    expect(String(seen.setCookie)).toContain('clausier.session_data=;');
  });
});
