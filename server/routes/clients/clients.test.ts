import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp } from '../../auth/test-support';
import { callAs, NOBODY, signUp, type Caller } from '../../test-support/sessions';

describe.each(BACKENDS)('clients API (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: Caller;
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await signUp(t.app, 'carnet@example.fr');
  });
  afterAll(async () => t?.close());

  it('adds, lists, updates and deletes clients', async () => {
    const created = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'physical_person',
      nom: 'Durand',
      prenom: 'Léa',
      user_id: 'x',
    });
    expect(created.statusCode).toBe(201);
    const { client } = created.json();
    expect(client).toMatchObject({
      type: 'physical_person',
      nom: 'Durand',
      nationalite: 'Française',
      version: 1,
    });
    expect(client.id).toBeTruthy();

    const withId = await callAs(t.app, me, 'POST', '/api/clients', {
      id: '1700000000002',
      type: 'legal_entity',
      nom: 'SAS Lumière',
    });
    expect(withId.statusCode).toBe(201);
    const again = await callAs(t.app, me, 'POST', '/api/clients', {
      id: '1700000000002',
      type: 'legal_entity',
      nom: 'Doublon',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CLIENT_EXISTS');

    const list = (await callAs(t.app, me, 'GET', '/api/clients')).json().clients;
    expect(list.map((c: { nom: string }) => c.nom)).toEqual(['Durand', 'SAS Lumière']);

    const updated = await callAs(t.app, me, 'PUT', `/api/clients/${client.id}`, {
      type: 'physical_person',
      nom: 'Durand',
      ville: 'Nantes',
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().client).toMatchObject({ id: client.id, ville: 'Nantes', version: 2 });
    const stale = await callAs(t.app, me, 'PUT', `/api/clients/${client.id}`, {
      type: 'physical_person',
      nom: 'Ancien',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);

    expect((await callAs(t.app, me, 'DELETE', `/api/clients/${client.id}`)).statusCode).toBe(204);
    const missing = await callAs(t.app, me, 'DELETE', `/api/clients/${client.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: 'CLIENT_NOT_FOUND',
      message: 'Ce client n’existe pas.',
    });
    expect(
      (await callAs(t.app, me, 'GET', '/api/user-profile'))
        .json()
        .clients.map((c: { id: string }) => c.id),
    ).toEqual(['1700000000002']);
  });

  it('validates the client type and fields', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/clients', { type: 'robot', nom: 'X' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].message).toMatch(/physical_person/);
  });

  it('needs a session to read the address book', async () => {
    expect((await callAs(t.app, NOBODY, 'GET', '/api/clients')).statusCode).toBe(401);
  });
});
