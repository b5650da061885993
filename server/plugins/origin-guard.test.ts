import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import { multipartBody } from '../routes/contract-transfer/multipart.test-support';
import { callAs, signUp, TEST_ORIGIN, type Caller } from '../test-support/sessions';
import { originVerdict } from './origin-guard';

const FOREIGN_MESSAGE =
  'Requête refusée\u00a0: elle ne vient pas du site Clausier lui-même. Rechargez la page de Clausier et recommencez.';

const exportFile = JSON.stringify({
  format: 'clausier-contract',
  version: 1,
  title: 'Planté par un autre site',
  form_data: { auteur_type: 'Personne physique', type_contrat: ["Auteur (droits d'auteur)"] },
});

describe('originVerdict', () => {
  const trusted = new Set(['http://localhost:3000']);
  const verdict = (headers: Record<string, string>) => originVerdict({ headers }, trusted);
  it('trusts our own origin, or a same-origin fetch without Origin; nothing else', () => {
    expect(verdict({ origin: 'http://localhost:3000' })).toBe('trusted');
    expect(verdict({ 'sec-fetch-site': 'same-origin' })).toBe('trusted');
    expect(verdict({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toBe('trusted');
    expect(verdict({ origin: 'http://localhost:3001' })).toBe('foreign');
    expect(verdict({ origin: 'http://127.0.0.1:3000' })).toBe('foreign');
    expect(verdict({ origin: 'http://localhost:3000.evil.fr' })).toBe('foreign');
    expect(verdict({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).toBe(
      'trusted',
    );
    expect(verdict({})).toBe('absent');
    expect(verdict({ origin: 'null' })).toBe('absent');
    expect(verdict({ 'sec-fetch-site': 'same-site' })).toBe('absent');
    expect(verdict({ 'sec-fetch-site': 'cross-site' })).toBe('absent');
  });
});

describe.each(APP_BACKENDS)('origin guard on state-changing /api routes (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let victim: Caller;
  let contractId: string;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    victim = await signUp(t.app, 'victime-origine@example.fr');
    const created = await callAs(t.app, victim, 'POST', '/api/contracts', {
      contractData: { auteur_type: 'Personne physique' },
      isDraft: true,
    });
    contractId = created.json().id;
    const client = await callAs(t.app, victim, 'POST', '/api/clients', {
      type: 'legal_entity',
      nom: 'ACME',
      forme_juridique: 'SAS',
    });
    clientId = client.json().client.id;
  });
  afterAll(async () => t?.close());

  /** Everything a cross-site write could change, as one comparable string. */
  const stored = async () => {
    const db = t.database.db;
    const contracts = await db
      .selectFrom('contracts')
      .select(['id', 'title', 'version', 'owner_id'])
      .orderBy('id')
      .execute();
    const clients = await db
      .selectFrom('clients')
      .select(['id', 'version'])
      .orderBy('id')
      .execute();
    const profiles = await db
      .selectFrom('profiles')
      .select(['owner_id', 'version'])
      .orderBy('owner_id')
      .execute();
    const users = await db
      .withTables<{ user: { id: string } }>()
      .selectFrom('user')
      .select('id')
      .orderBy('id')
      .execute();
    return JSON.stringify({ contracts, clients, profiles, users });
  };

  const writes = () =>
    [
      [
        'POST',
        '/api/contracts',
        { contractData: { auteur_type: 'Personne physique' }, title: 'Planté' },
      ],
      ['PUT', `/api/contracts/${contractId}`, { title: 'Renommé par un autre site' }],
      ['PATCH', `/api/contracts/${contractId}`, { title: 'Renommé par un autre site' }],
      ['DELETE', `/api/contracts/${contractId}`, undefined],
      ['POST', '/api/clients', { type: 'legal_entity', nom: 'Intrus', forme_juridique: 'SAS' }],
      [
        'PUT',
        `/api/clients/${clientId}`,
        { type: 'legal_entity', nom: 'Intrus', forme_juridique: 'SAS' },
      ],
      ['DELETE', `/api/clients/${clientId}`, undefined],
      ['POST', '/api/user-profile', { physical_person: { nom: 'Intrus', is_configured: true } }],
      ['POST', '/api/contracts/import', JSON.parse(exportFile) as object],
      ['POST', '/api/feedback', { message: 'spam' }],
      ['POST', '/api/auth/sign-in/anonymous', {}],
      ['POST', '/api/auth/sign-out', {}],
    ] as const;

  it.each([
    ['another port of the same host (same site)', { origin: 'http://localhost:3001' }],
    ['another host', { origin: 'http://127.0.0.1:3000' }],
    ['a look-alike host', { origin: 'http://localhost:3000.attaquant.fr' }],
    ['no Origin at all', {}],
    ['Origin: null (sandboxed frame, file://)', { origin: 'null' }],
    ['no Origin, Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])(
    'refuses every write from %s: French 403, nothing stored',
    async (_label, origin: Record<string, string>) => {
      const before = await stored();
      for (const [method, url, payload] of writes()) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...origin, cookie: victim.cookie },
          ...(payload === undefined ? {} : { payload }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          error: { code: 'FOREIGN_ORIGIN', message: FOREIGN_MESSAGE },
        });
      }
      expect(await stored()).toBe(before);
      // The victim's session still works: sign-out was refused too.
      expect((await callAs(t.app, victim, 'GET', `/api/contracts/${contractId}`)).statusCode).toBe(
        200,
      );
    },
  );

  it.each([
    ['a foreign origin', { origin: 'http://localhost:3001' }],
    ['no origin', {}],
  ])(
    'refuses a multipart import from %s (the form post that planted a contract)',
    async (_label, origin: Record<string, string>) => {
      const before = await stored();
      const { payload, contentType } = multipartBody({
        name: 'contrat.json',
        type: 'application/json',
        content: exportFile,
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contracts/import',
        headers: { ...origin, cookie: victim.cookie, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FOREIGN_ORIGIN');
      expect(await stored()).toBe(before);
    },
  );

  it('guards a percent-encoded spelling of the path like the path (canonical-url.ts)', async () => {
    const before = await stored();
    for (const url of ['/%61pi/contracts', '/api/%63ontracts', '/%61%70%69/feedback']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: victim.cookie },
        payload: url.endsWith('feedback') ? { message: 'x' } : { contractData: {}, title: 'x' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code, url).toBe('FOREIGN_ORIGIN');
      // No new anonymous session planted over the victim's.
      expect(String(response.headers['set-cookie'] ?? ''), url).not.toContain('session_token');
    }
    expect(await stored()).toBe(before);
  });

  it('accepts the same multipart import from our own page, by Origin or by Sec-Fetch-Site', async () => {
    for (const origin of [{ origin: TEST_ORIGIN }, { 'sec-fetch-site': 'same-origin' }]) {
      const { payload, contentType } = multipartBody({
        name: 'contrat.json',
        type: 'application/json',
        content: exportFile,
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contracts/import',
        headers: { ...origin, cookie: victim.cookie, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('leaves reads alone, whatever their origin (they change nothing)', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}`,
      headers: { cookie: victim.cookie, origin: 'http://localhost:3001' },
    });
    expect(read.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('lets a provider post its answer back to the OAuth callback (better-auth checks its state)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/oidc',
      headers: {
        origin: 'https://fournisseur.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'code=x&state=y',
    });
    expect(response.statusCode).not.toBe(403);
    expect(response.body).not.toContain('FOREIGN_ORIGIN');
  });
});
