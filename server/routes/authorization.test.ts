import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import { anonymousVisitor, callAs, NOBODY, signUp, type Caller } from '../test-support/sessions';

/**
 * Authorization matrix: every contract, profile and client endpoint × {no session, another
 * anonymous visitor, another account, the owner}. Only the owner sees or changes a record;
 * the others get 401 (no session) or 404 (never the content), and the record is unchanged.
 */
const SECRET = 'Confidentiel-Durand';
const draft = { auteur_type: 'Personne physique', auteur_info: { nom: SECRET } };
const client = {
  id: '1700000000000',
  type: 'physical_person',
  gentille: 'Mme',
  nom: SECRET,
  prenom: 'Alix',
};

describe.each(APP_BACKENDS)('authorization matrix (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Caller;
  let strangers: Caller[];
  let contractId: string;

  const call = (
    caller: Caller,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => callAs(t.app, caller, method, url, payload);

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'titulaire@example.fr');
    strangers = [
      await anonymousVisitor(t.app, 'autre visiteur anonyme'),
      await signUp(t.app, 'autre@example.fr'),
    ];
    const created = await call(owner, 'POST', '/api/contracts', {
      contractData: draft,
      title: SECRET,
    });
    contractId = created.json().id;
    expect((await call(owner, 'POST', '/api/clients', client)).statusCode).toBe(201);
    const profile = {
      physical_person: { nom: SECRET, is_configured: true },
      selected_entity_type: 'physical_person',
    };
    expect((await call(owner, 'POST', '/api/user-profile', profile)).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  const ownerContract = async () =>
    (await call(owner, 'GET', `/api/contracts/${contractId}`)).json();
  const ownerClients = async () => (await call(owner, 'GET', '/api/clients')).json().clients;

  const expectNoLeak = (body: string) => expect(body).not.toContain(SECRET);

  describe('without a session', () => {
    it.each([
      ['GET', '/api/contracts'],
      ['GET', '/api/contracts/:id'],
      ['PUT', '/api/contracts/:id'],
      ['DELETE', '/api/contracts/:id'],
      ['GET', '/api/clients'],
      ['PUT', '/api/clients/1700000000000'],
      ['DELETE', '/api/clients/1700000000000'],
    ] as const)('%s %s → 401', async (method, path) => {
      const payload =
        method === 'PUT'
          ? path.includes('clients')
            ? client
            : { title: 'x', version: 1 }
          : undefined;
      const response = await call(NOBODY, method, path.replace(':id', contractId), payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
      expectNoLeak(response.body);
    });

    it('GET /api/user-profile → the empty default profile, and no session is created', async () => {
      const response = await call(NOBODY, 'GET', '/api/user-profile');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ selected_entity_type: '', clients: [], version: 0 });
      expect(response.json().physical_person.is_configured).toBe(false);
      expect(response.headers['set-cookie']).toBeUndefined();
      expectNoLeak(response.body);
    });

    it('POST /api/contracts with the owner’s id → 404 (its own new anonymous session owns nothing)', async () => {
      const response = await call(NOBODY, 'POST', '/api/contracts', {
        id: contractId,
        contractData: draft,
        title: 'volé',
      });
      expect(response.statusCode).toBe(404);
      expect((await ownerContract()).title).toBe(SECRET);
    });
  });

  describe.each([0, 1])('as another user (#%s: anonymous visitor, then account)', (index) => {
    const stranger = () => strangers[index] as Caller;

    it('GET /api/contracts lists only their own contracts', async () => {
      const response = await call(stranger(), 'GET', '/api/contracts');
      expect(response.statusCode).toBe(200);
      expect(response.json().contracts.map((c: { id: string }) => c.id)).not.toContain(contractId);
      expectNoLeak(response.body);
    });

    it.each([
      ['GET', undefined],
      ['PUT', { title: 'piraté', version: 1 }],
      ['DELETE', undefined],
    ] as const)(
      '%s /api/contracts/:id → 404 CONTRACT_NOT_FOUND, unchanged',
      async (method, payload) => {
        const response = await call(stranger(), method, `/api/contracts/${contractId}`, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('CONTRACT_NOT_FOUND');
        expectNoLeak(response.body);
        expect(await ownerContract()).toMatchObject({ title: SECRET, version: 1 });
      },
    );

    it('POST /api/contracts with the owner’s id → 404, unchanged', async () => {
      const response = await call(stranger(), 'POST', '/api/contracts', {
        id: contractId,
        contractData: draft,
        title: 'volé',
      });
      expect(response.statusCode).toBe(404);
      expect(await ownerContract()).toMatchObject({ title: SECRET, version: 1 });
    });

    it('GET /api/user-profile and GET /api/clients show only their own data', async () => {
      for (const path of ['/api/user-profile', '/api/clients']) {
        const response = await call(stranger(), 'GET', path);
        expect(response.statusCode).toBe(200);
        expectNoLeak(response.body);
      }
    });

    it.each([
      ['PUT', { ...client, nom: 'piraté' }],
      ['DELETE', undefined],
    ] as const)(
      '%s /api/clients/:id → 404 CLIENT_NOT_FOUND, unchanged',
      async (method, payload) => {
        const response = await call(stranger(), method, `/api/clients/${client.id}`, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('CLIENT_NOT_FOUND');
        expect(await ownerClients()).toMatchObject([{ id: client.id, nom: SECRET }]);
      },
    );

    it('POST /api/user-profile and POST /api/clients write their own records only', async () => {
      const profile = await call(stranger(), 'POST', '/api/user-profile', {
        physical_person: { nom: 'Autre', is_configured: true },
        clients: [{ ...client, nom: 'Autre client' }],
      });
      expect(profile.statusCode).toBe(200);
      const sameId = await call(stranger(), 'POST', '/api/clients', {
        ...client,
        id: '42',
        nom: 'Autre',
      });
      expect(sameId.statusCode).toBe(201);
      const mine = (await call(owner, 'GET', '/api/user-profile')).json();
      expect(mine.physical_person.nom).toBe(SECRET);
      expect(mine.clients).toMatchObject([{ id: client.id, nom: SECRET }]);
    });
  });

  describe('as the owner', () => {
    it('reads, updates and deletes each record', async () => {
      expect(
        (await call(owner, 'GET', '/api/contracts'))
          .json()
          .contracts.map((c: { id: string }) => c.id),
      ).toContain(contractId);
      expect((await call(owner, 'GET', `/api/contracts/${contractId}`)).statusCode).toBe(200);
      expect((await call(owner, 'GET', '/api/user-profile')).json().physical_person.nom).toBe(
        SECRET,
      );
      const updated = await call(owner, 'PUT', `/api/clients/${client.id}`, {
        ...client,
        ville: 'Lyon',
        version: 1,
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().client).toMatchObject({ ville: 'Lyon', version: 2 });
      expect(
        (await call(owner, 'PUT', `/api/clients/${client.id}`, { ...client, version: 1 }))
          .statusCode,
      ).toBe(409);
      expect(
        (await call(owner, 'PUT', `/api/contracts/${contractId}`, { title: 'Renommé', version: 1 }))
          .statusCode,
      ).toBe(200);
      expect((await call(owner, 'DELETE', `/api/clients/${client.id}`)).statusCode).toBe(204);
      expect((await call(owner, 'DELETE', `/api/contracts/${contractId}`)).statusCode).toBe(204);
      expect((await call(owner, 'GET', `/api/contracts/${contractId}`)).statusCode).toBe(404);
    });
  });
});
