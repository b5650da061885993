import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_MAX } from '@core/schemas/auth-input';
import { isFrench, mutations, withKeyEverywhere } from '../test-support/fuzz-support';
import {
  anonymousVisitor,
  headersFor,
  NOBODY,
  signUp,
  type Caller,
} from '../test-support/sessions';
import { APP_BACKENDS, createTestApp } from './test-support';

/**
 * Hostile input on every identity endpoint the app exposes (the bridge to better-auth escaped
 * the input guard: `update-user {"name":null}`, `{"name":{"a":1}}`, a NUL in a name or in the
 * session cookie answered 500). Whatever comes in: never a 5xx, a refusal is French JSON, and
 * what better-auth stores stays well-formed.
 */
const PASSWORD = 'mot-de-passe-solide-42';
const ENDPOINTS: { url: string; valid: Record<string, unknown> }[] = [
  {
    url: '/api/auth/sign-up/email',
    valid: {
      email: 'fuzz@example.fr',
      password: PASSWORD,
      name: 'Fuzz',
      callbackURL: '/',
      rememberMe: true,
    },
  },
  {
    url: '/api/auth/sign-in/email',
    valid: { email: 'victime@example.fr', password: PASSWORD, rememberMe: false },
  },
  { url: '/api/auth/update-user', valid: { name: 'Léa Durand', image: null } },
  {
    url: '/api/auth/change-password',
    valid: { currentPassword: PASSWORD, newPassword: PASSWORD, revokeOtherSessions: false },
  },
  { url: '/api/auth/sign-out', valid: {} },
  { url: '/api/auth/sign-in/anonymous', valid: {} },
  {
    url: '/api/auth/sign-in/social',
    valid: { provider: 'google', callbackURL: 'http://localhost:3000/' },
  },
  {
    url: '/api/auth/sign-in/oauth2',
    valid: { providerId: 'oidc', callbackURL: 'http://localhost:3000/' },
  },
  { url: '/api/auth/callback/google', valid: { code: 'abc', state: 'xyz' } },
  { url: '/api/auth/delete-anonymous-user', valid: {} },
];

const WRONG_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  true,
  [],
  {},
  { a: 1 },
  [1, 'a'],
  'x'.repeat(20_000),
  'x'.repeat(NAME_MAX + 1),
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'a\udfffb',
  '\u202e\u200fRTL',
  '<img src=x onerror=alert(1)>',
  'é'.repeat(300),
  'victime@example.fr\u0000',
  '"; DROP TABLE "user"; --',
];

const HOSTILE_COOKIES = [
  'clausier.session_token=a\u0000b',
  'clausier.session_token=abc%00def',
  'clausier.session_token=%ED%A0%80x',
  'clausier.session_token=%ZZ',
  'clausier.session_token=é',
  `clausier.session_token=${'x'.repeat(9000)}`,
  'clausier.session_data=%00',
  'clausier.dont_remember=\u0001',
  'autre=\u0000; clausier.session_token=abc',
  '__Secure-clausier.session_token=%00',
];

describe.each(APP_BACKENDS)('fuzz des points d’entrée /api/auth (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let callers: Caller[];
  /** Never used by the fuzz (sign-out, password changes and deletions end the fuzzed sessions). */
  let witness: Caller;
  const problems = new Map<string, string>();
  let requests = 0;

  beforeAll(async () => {
    t = await createTestApp(backend);
    witness = await signUp(t.app, 'victime@example.fr');
    callers = await freshCallers();
  });
  let accounts = 0;
  /** A new account and visitor: the previous ones may have been signed out or deleted by the fuzz. */
  const freshCallers = async () => [
    await signUp(t.app, `fuzz-${++accounts}@example.fr`),
    await anonymousVisitor(t.app),
    NOBODY,
  ];
  afterAll(async () => t?.close());

  function check(label: string, response: LightMyRequestResponse) {
    requests++;
    const found: string[] = [];
    if (response.statusCode >= 500) found.push(`statut ${response.statusCode}`);
    if (response.statusCode >= 400) {
      if (!String(response.headers['content-type'] ?? '').startsWith('application/json'))
        found.push('pas du JSON');
      else {
        const body = response.json() as { message?: unknown; error?: { message?: unknown } } | null;
        const message = body?.message ?? body?.error?.message;
        if (!isFrench(message)) found.push(`message non français : ${String(message)}`);
      }
    }
    for (const problem of found) {
      const kind = `${response.statusCode} ${problem.slice(0, 80)}`;
      if (!problems.has(kind)) problems.set(kind, `${label.slice(0, 160)} → ${problem}`);
    }
  }
  const report = () => {
    const found = [...problems.values()];
    problems.clear();
    expect(found).toEqual([]);
  };
  const post = (url: string, caller: Caller, payload: string, type = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headersFor(caller), 'content-type': type },
      payload,
    });

  /** The stored users stay well-formed: text names within the limit, no NUL. */
  // eslint-disable-next-line no-control-regex -- a NUL is what must never be stored
  const NUL = /\u0000/;
  async function storedUsersAreSane() {
    const users = await t.database.db
      .withTables<{ user: { name: string; email: string } }>()
      .selectFrom('user')
      .select(['name', 'email'])
      .execute();
    for (const user of users) {
      expect(typeof user.name).toBe('string');
      expect(user.name.length).toBeLessThanOrEqual(NAME_MAX);
      expect(user.name).not.toMatch(NUL);
      expect(user.name).not.toMatch(/\p{Cs}/u);
      expect(user.email).not.toMatch(NUL);
    }
  }

  it('each field replaced by a wrong type, a NUL, a lone surrogate, a huge or hostile value', async () => {
    for (const { url, valid } of ENDPOINTS) {
      callers = await freshCallers();
      for (const wrong of WRONG_VALUES) {
        for (const { path, body } of mutations(valid, wrong, 1)) {
          for (const caller of callers) {
            check(
              `${url} ${path}=${JSON.stringify(wrong)?.slice(0, 30)} [${caller.name}]`,
              await post(url, caller, JSON.stringify(body)),
            );
          }
        }
        // A missing field and an extra one.
        for (const caller of callers) {
          check(
            `${url} champ en plus [${caller.name}]`,
            await post(url, caller, JSON.stringify({ ...valid, extra: wrong })),
          );
        }
      }
    }
    await storedUsersAreSane();
    report();
  }, 600_000);

  it('the issue’s exact attacks answer a French 400', async () => {
    const user = await signUp(t.app, 'cible@example.fr');
    for (const body of [
      { name: null },
      { name: { a: 1 } },
      { name: 'a\u0000b' },
      { name: 'x'.repeat(900_000) },
    ]) {
      const response = await post('/api/auth/update-user', user, JSON.stringify(body));
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(isFrench(response.json().message)).toBe(true);
    }
    const signUpNul = await post(
      '/api/auth/sign-up/email',
      NOBODY,
      JSON.stringify({ email: 'nul@example.fr', password: PASSWORD, name: 'a\u0000b' }),
    );
    expect(signUpNul.statusCode).toBe(400);
    const hugeName = await post(
      '/api/auth/sign-up/email',
      NOBODY,
      JSON.stringify({ email: 'long@example.fr', password: PASSWORD, name: 'x'.repeat(900_000) }),
    );
    expect(hugeName.statusCode).toBe(400);
    expect(hugeName.json().fields[0].path).toBe('name');
    const refusedName = await post(
      '/api/auth/sign-up/email',
      NOBODY,
      JSON.stringify({ email: 'nom@example.fr', password: PASSWORD, name: 'x'.repeat(101) }),
    );
    expect(refusedName.json().message).toBe('Le nom ne doit pas dépasser 100 caractères.');
    const me = await t.app.inject({ url: '/api/auth/get-session', headers: headersFor(user) });
    expect(me.json().user.name).toBe('cible');
  });

  it('arbitrary JSON (fast-check), prototype keys, form posts and odd content types', async () => {
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.dictionary(
        fc.constantFrom(
          'name',
          'email',
          'password',
          'image',
          'newPassword',
          'currentPassword',
          'provider',
          'code',
          'state',
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      fc.string({ unit: 'binary', maxLength: 100 }),
    );
    for (const { url, valid } of ENDPOINTS) {
      callers = await freshCallers();
      await fc.assert(
        fc.asyncProperty(value, fc.constantFrom(...callers), async (body, caller) => {
          check(
            `${url} fc ${JSON.stringify(body)?.slice(0, 60)}`,
            await post(url, caller, JSON.stringify(body) ?? 'null'),
          );
        }),
        { numRuns: backend === 'postgres' ? 15 : 30 },
      );
      for (const key of ['__proto__', 'constructor', 'prototype'])
        check(`${url} ${key}`, await post(url, NOBODY, withKeyEverywhere(valid, key)));
      const form = new URLSearchParams({
        ...(valid as Record<string, string>),
        name: 'a\u0000b',
        email: 'x\u0000@example.fr',
      }).toString();
      check(
        `${url} formulaire NUL`,
        await post(url, callers[0] as Caller, form, 'application/x-www-form-urlencoded'),
      );
      check(
        `${url} formulaire %ED%A0%80`,
        await post(
          url,
          NOBODY,
          'name=%ED%A0%80&email=a%40b.fr&password=x',
          'application/x-www-form-urlencoded',
        ),
      );
      for (const [payload, type] of [
        ['{"name": "x', 'application/json'],
        ['', 'application/json'],
        ['bonjour', 'text/plain'],
        ['{}', ''],
        ['--z\r\n\r\n', 'multipart/form-data; boundary=z'],
      ]) {
        check(
          `${url} ${type} ${payload}`,
          await post(url, NOBODY, payload as string, type as string),
        );
      }
      check(
        `${url} 20 000 listes`,
        await post(url, NOBODY, `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
      );
    }
    await storedUsersAreSane();
    report();
  }, 600_000);

  it('hostile cookies on identity and application routes: a French 400 that clears them', async () => {
    for (const cookie of HOSTILE_COOKIES) {
      for (const [method, url] of [
        ['GET', '/api/auth/get-session'],
        ['POST', '/api/auth/sign-out'],
        ['POST', '/api/auth/update-user'],
        ['GET', '/api/contracts'],
        ['POST', '/api/clients'],
        ['GET', '/api/user-profile'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: {
            origin: 'http://localhost:3000',
            cookie,
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(method === 'POST'
            ? {
                payload: url.includes('clients')
                  ? '{"type":"legal_entity","nom":"A","forme_juridique":"SAS"}'
                  : '{"name":"Léa"}',
              }
            : {}),
        });
        check(`${method} ${url} cookie ${JSON.stringify(cookie).slice(0, 50)}`, response);
        // Our session cookie is read by every one of these routes: a NUL in it is refused and cleared.
        if (
          cookie.startsWith('clausier.session_token=a\u0000') ||
          /session_token=(abc)?%00/.test(cookie)
        ) {
          expect(response.statusCode, `${url} ${JSON.stringify(cookie)}`).toBe(400);
          expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0/);
        }
      }
    }
    report();
  });

  it('hostile query strings on the provider callback and get-session', async () => {
    for (const query of [
      'code=%00',
      'state=%ED%A0%80',
      `code=${'x'.repeat(10_000)}`,
      'code=a&code=b',
      'error[]=x',
      'disableCookieCache=%00',
      'disableCookieCache=oui',
    ]) {
      for (const url of [
        '/api/auth/callback/google',
        '/api/auth/get-session',
        '/api/auth/oauth2/callback/oidc',
      ]) {
        check(
          `GET ${url}?${query.slice(0, 30)}`,
          await t.app.inject({ url: `${url}?${query}`, headers: headersFor(witness) }),
        );
      }
    }
    report();
  });

  it('still serves afterwards', async () => {
    expect(requests).toBeGreaterThan(1000);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: headersFor(witness),
    });
    expect(session.json().user.email).toBe('victime@example.fr');
  });
});
