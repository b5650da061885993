import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp } from '../../auth/test-support';
import { callAs, NOBODY, signUp, type Caller } from '../../test-support/sessions';

describe.each(BACKENDS)('user profile API (%s)', (backend) => {
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
      legal_entity: { capital: '1000 €', representant_civilite: 'M.', is_configured: false },
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
      { id: '1700000000001', type: 'legal_entity', nom: 'Studio Nord', capital: '1000 €' },
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
});
