import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader } from '../auth/test-support';
import { createCustomApp } from '../test-support/custom-app';
import { TEST_ORIGIN } from '../test-support/sessions';
import { throttleKinds } from './rate-limit';

/**
 * Storage could be filled — cookie-less writes minted 357 anonymous users a
 * second, one session imported 100 files of 0.9 MB in 1.7 s. Each throttle below is hit with
 * real requests and the rows in the database are counted.
 */
const RATE_LIMITED = {
  error: {
    code: 'RATE_LIMITED',
    message: 'Trop de requêtes. Veuillez patienter un instant avant de réessayer.',
  },
};

const draft = {
  auteur_type: 'Personne physique',
  type_contrat: ["Auteur (droits d'auteur)"],
  auteur_info: { nom: 'Durand' },
};

const exportFile = JSON.stringify({
  format: 'clausier-contract',
  version: 1,
  title: 'Contrat importé',
  form_data: draft,
});

describe('storage throttles', () => {
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  beforeAll(async () => {
    t = await createCustomApp('sqlite', {
      throttles: {
        identityPerIp: { max: 3, windowMs: 60_000 },
        writesPerIp: { max: 8, windowMs: 60_000 },
        writesPerUser: { max: 5, windowMs: 60_000 },
        importsPerUser: { max: 2, windowMs: 60_000 },
        feedbackPerIp: { max: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => t?.close());

  const users = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('user' as never)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const save = (ip: string, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      remoteAddress: ip,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { contractData: draft },
    });

  it('classifies what each request costs', () => {
    expect(throttleKinds('POST', '/api/contracts')).toEqual(['write']);
    expect(throttleKinds('PUT', '/api/contracts/abc')).toEqual(['write']);
    expect(throttleKinds('POST', '/api/contracts/import')).toEqual(['write', 'import']);
    expect(throttleKinds('DELETE', '/api/clients/x')).toEqual(['write']);
    expect(throttleKinds('POST', '/api/user-profile')).toEqual(['write']);
    expect(throttleKinds('GET', '/api/contracts')).toEqual([]);
    expect(throttleKinds('POST', '/api/preview')).toEqual([]);
    expect(throttleKinds('POST', '/api/auth/sign-up/email')).toEqual(['identity']);
    expect(throttleKinds('POST', '/api/auth/sign-in/anonymous')).toEqual(['identity']);
    expect(throttleKinds('POST', '/api/auth/sign-in/email')).toEqual([]);
    expect(throttleKinds('POST', '/api/feedback')).toEqual(['feedback']);
  });

  it('cookie-less saves mint at most 3 anonymous visitors per address, then 429 in French', async () => {
    const before = await users();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await save('10.1.0.1'));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 429, 429, 429]);
    expect(answers[3]!.json()).toEqual(RATE_LIMITED);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await users()).toBe(before + 3);
    // Another address is not affected.
    expect((await save('10.1.0.2')).statusCode).toBe(201);
  });

  it('sign-ups share the identity budget of the address', async () => {
    const signUp = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '10.1.0.3',
        headers: { origin: TEST_ORIGIN },
        payload: {
          email: `inscrit-${i}@example.fr`,
          password: 'mot-de-passe-solide-42',
          name: 'Camille',
        },
      });
    const before = await users();
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await signUp(i)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await users()).toBe(before + 3);
  });

  it('limits the writes of one user, whatever address they come from', async () => {
    const first = await save('10.1.0.4');
    const cookie = cookieHeader(first.headers['set-cookie']);
    // The first save counted against its address (no user yet); the next ones against the user.
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await save(`10.1.1.${i}`, cookie)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('limits the writes of one address across users', async () => {
    const cookies: string[] = [];
    for (const ip of ['10.1.2.1', '10.1.2.2', '10.1.2.3'])
      cookies.push(cookieHeader((await save(ip)).headers['set-cookie']));
    const statuses = [];
    for (let i = 0; i < 9; i += 1)
      statuses.push((await save('10.1.0.5', cookies[i % 3])).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 201)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('limits imports per user (an import is up to 1 MiB)', async () => {
    // Importing is an account's (docs/product.md §6; a visitor gets 403 ACCOUNT_REQUIRED).
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '10.1.0.6',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'importe@example.fr', password: 'mot-de-passe-solide-42', name: 'Lou' },
    });
    expect(account.statusCode).toBe(200);
    const cookie = cookieHeader(account.headers['set-cookie']);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contracts/import',
        remoteAddress: `10.1.3.${i}`,
        headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
        payload: exportFile,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it('limits feedback (stored without an owner) per address', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        remoteAddress: '10.1.0.7',
        headers: { origin: TEST_ORIGIN },
        payload: { message: 'Bien !' },
      });
    expect([
      (await send()).statusCode,
      (await send()).statusCode,
      (await send()).statusCode,
    ]).toEqual([201, 201, 429]);
  });
});
