import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '@server/auth/test-support';
import { callAs, NOBODY, signUp, type Caller } from '@server/test-support/sessions';

describe.each(APP_BACKENDS)('user profile API (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: Caller;
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await signUp(t.app, 'profil@example.fr');
  });
  afterAll(async () => t?.close());

  it('reads the empty default profile before any save (docs/product.md §9 defaults)', async () => {
    const response = await callAs(t.app, me, 'GET', '/api/user-profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      physical_person: { nationalite: 'Française', is_configured: false },
      // « 1000 € » is the form's example, never stored for a capital nobody entered (LEGAL J5).
      legal_entity: { capital: '', representant_civilite: 'M.', is_configured: false },
      selected_entity_type: '',
      clients: [],
      version: 0,
    });
  });

  it('writes the whole profile with its clients, ignoring user_id', async () => {
    const saved = await callAs(t.app, me, 'POST', '/api/user-profile', {
      user_id: 'anon_123',
      physical_person: { gentille: 'Mme', nom: 'Martin', prenom: 'Jeanne', is_configured: true },
      selected_entity_type: 'physical_person',
      clients: [{ id: '1700000000001', type: 'legal_entity', nom: 'Studio Nord' }],
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({ selected_entity_type: 'physical_person', version: 1 });
    expect(body.physical_person).toMatchObject({ nom: 'Martin', is_configured: true });
    expect(body.clients).toMatchObject([
      { id: '1700000000001', type: 'legal_entity', nom: 'Studio Nord', capital: '' },
    ]);
    expect((await callAs(t.app, me, 'GET', '/api/user-profile')).json()).toEqual(body);
  });

  it('keeps the clients when the body has none, and answers 409 to a stale version', async () => {
    const saved = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: { nom: 'Martin', ville: 'Lille', is_configured: true },
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().clients).toHaveLength(1);
    const stale = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: { nom: 'Ancien' },
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
    expect((await callAs(t.app, me, 'GET', '/api/user-profile')).json().physical_person.ville).toBe(
      'Lille',
    );
  });

  it('refuses duplicate client ids and bad civilities in French', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: { gentille: 'Sir' },
      clients: [
        { id: '1', type: 'physical_person' },
        { id: '1', type: 'physical_person' },
      ],
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['physical_person.gentille', 'clients']));
  });

  it('a first save without a session creates an anonymous visitor', async () => {
    const response = await callAs(t.app, NOBODY, 'POST', '/api/user-profile', {
      legal_entity: { nom: 'SARL Test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.json().legal_entity.nom).toBe('SARL Test');
  });

  it('a whole-profile write from a tab that read the address book before a client was added, changed or deleted answers 409 and loses nothing', async () => {
    const owner = await signUp(t.app, 'carnet-perime@example.fr');
    const first = await callAs(t.app, owner, 'POST', '/api/user-profile', {
      physical_person: { gentille: 'Mme', nom: 'Roux', prenom: 'Anne', is_configured: true },
      clients: [{ id: '1700000000101', type: 'legal_entity', nom: 'Ancien' }],
      version: 0,
    });
    expect(first.statusCode).toBe(200);
    const staleTab = first.json(); // what the first tab holds
    const added = await callAs(t.app, owner, 'POST', '/api/clients', {
      type: 'legal_entity',
      nom: 'Nouvelle SARL',
      forme_juridique: 'SARL',
    });
    expect(added.statusCode).toBe(201);
    const stale = await callAs(t.app, owner, 'POST', '/api/user-profile', {
      physical_person: { ...staleTab.physical_person, ville: 'Lille' },
      legal_entity: staleTab.legal_entity,
      selected_entity_type: staleTab.selected_entity_type,
      clients: staleTab.clients,
      version: staleTab.version,
    });
    expect(stale.statusCode).toBe(409);
    const names = async () =>
      (await callAs(t.app, owner, 'GET', '/api/clients'))
        .json()
        .clients.map((c: { nom: string }) => c.nom);
    expect(await names()).toEqual(expect.arrayContaining(['Ancien', 'Nouvelle SARL']));
    // A change and a deletion move the version too; the fresh read then writes.
    const fresh = (await callAs(t.app, owner, 'GET', '/api/user-profile')).json();
    const id = added.json().client.id;
    expect(
      (
        await callAs(t.app, owner, 'PUT', `/api/clients/${id}`, {
          type: 'legal_entity',
          nom: 'Nouvelle SAS',
          forme_juridique: 'SAS',
          version: added.json().client.version,
        })
      ).statusCode,
    ).toBe(200);
    const afterEdit = await callAs(t.app, owner, 'POST', '/api/user-profile', {
      ...fresh,
      version: fresh.version,
    });
    expect(afterEdit.statusCode).toBe(409);
    expect(await names()).toContain('Nouvelle SAS');
    const reread = (await callAs(t.app, owner, 'GET', '/api/user-profile')).json();
    const saved = await callAs(t.app, owner, 'POST', '/api/user-profile', reread);
    expect(saved.statusCode).toBe(200);
  });

  it('a first save (no profile yet) made from a read older than a client’s addition answers 409', async () => {
    const owner = await signUp(t.app, 'carnet-premier@example.fr');
    const read = (await callAs(t.app, owner, 'GET', '/api/user-profile')).json();
    expect(read.version).toBe(0);
    await callAs(t.app, owner, 'POST', '/api/clients', {
      type: 'legal_entity',
      nom: 'Atelier',
      forme_juridique: 'SARL',
    });
    const stale = await callAs(t.app, owner, 'POST', '/api/user-profile', { ...read, clients: [] });
    expect(stale.statusCode).toBe(409);
    const clients = (await callAs(t.app, owner, 'GET', '/api/clients')).json().clients;
    expect(clients).toHaveLength(1);
  });
});
