import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '@server/auth/test-support';
import { callAs, type Caller, fieldsOf, NOBODY, signUp } from '@server/test-support/sessions';

describe.each(APP_BACKENDS)('clients API (%s)', (backend) => {
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
      gentille: 'Mme',
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
      forme_juridique: 'SAS',
    });
    expect(withId.statusCode).toBe(201);
    const again = await callAs(t.app, me, 'POST', '/api/clients', {
      id: '1700000000002',
      type: 'legal_entity',
      nom: 'Doublon',
      forme_juridique: 'SARL',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CLIENT_EXISTS');

    const list = (await callAs(t.app, me, 'GET', '/api/clients')).json().clients;
    expect(list.map((c: { nom: string }) => c.nom)).toEqual(['Durand', 'SAS Lumière']);

    const updated = await callAs(t.app, me, 'PUT', `/api/clients/${client.id}`, {
      type: 'physical_person',
      gentille: 'Mme',
      nom: 'Durand',
      prenom: 'Léa',
      ville: 'Nantes',
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().client).toMatchObject({ id: client.id, ville: 'Nantes', version: 2 });
    const stale = await callAs(t.app, me, 'PUT', `/api/clients/${client.id}`, {
      type: 'physical_person',
      gentille: 'Mme',
      nom: 'Ancien',
      prenom: 'Léa',
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

  it('refuses a person without civility, last or first name, on create and update', async () => {
    const missing = await callAs(t.app, me, 'POST', '/api/clients', { type: 'physical_person' });
    expect(fieldsOf(missing)).toEqual({
      gentille: 'Civilité\u00a0: champ obligatoire.',
      nom: 'Nom\u00a0: champ obligatoire.',
      prenom: 'Prénom\u00a0: champ obligatoire.',
    });
    // Blank or spaces only count as missing.
    const blank = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'physical_person',
      gentille: 'M.',
      nom: '   ',
      prenom: '',
    });
    expect(fieldsOf(blank)).toEqual({
      nom: 'Nom\u00a0: champ obligatoire.',
      prenom: 'Prénom\u00a0: champ obligatoire.',
    });

    const created = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'physical_person',
      gentille: 'M.',
      nom: 'Petit',
      prenom: 'Jules',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().client;
    const update = await callAs(t.app, me, 'PUT', `/api/clients/${id}`, {
      type: 'physical_person',
      gentille: 'M.',
      nom: 'Petit',
      prenom: '  ',
      version: 1,
    });
    expect(fieldsOf(update)).toEqual({ prenom: 'Prénom\u00a0: champ obligatoire.' });
    const noCivility = await callAs(t.app, me, 'PUT', `/api/clients/${id}`, {
      type: 'physical_person',
      nom: 'Petit',
      prenom: 'Jules',
      version: 1,
    });
    expect(fieldsOf(noCivility)).toEqual({ gentille: 'Civilité\u00a0: champ obligatoire.' });
    // Nothing was stored by the refused writes.
    const stored = (await callAs(t.app, me, 'GET', '/api/clients')).json().clients;
    expect(stored.find((c: { id: string }) => c.id === id)).toMatchObject({
      prenom: 'Jules',
      version: 1,
    });
    // The legacy `civilite` (docs/product.md §3 "Client") stands for the civility.
    const legacy = await callAs(t.app, me, 'PUT', `/api/clients/${id}`, {
      type: 'physical_person',
      civilite: 'M.',
      nom: 'Petit',
      prenom: 'Jules',
      version: 1,
    });
    expect(legacy.statusCode).toBe(200);
  });

  it('refuses a company without its name or legal form, on create and update', async () => {
    const missing = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'legal_entity',
      nom: ' ',
      forme_juridique: '\t',
    });
    expect(fieldsOf(missing)).toEqual({
      nom: 'Dénomination sociale\u00a0: champ obligatoire.',
      forme_juridique: 'Forme juridique\u00a0: champ obligatoire.',
    });
    const created = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'legal_entity',
      nom: 'Atelier Nord',
      forme_juridique: 'SARL',
    });
    expect(created.statusCode).toBe(201);
    const update = await callAs(t.app, me, 'PUT', `/api/clients/${created.json().client.id}`, {
      type: 'legal_entity',
      nom: 'Atelier Nord',
      forme_juridique: '',
      version: 1,
    });
    expect(fieldsOf(update)).toEqual({
      forme_juridique: 'Forme juridique\u00a0: champ obligatoire.',
    });
  });

  it('needs a session to read the address book', async () => {
    expect((await callAs(t.app, NOBODY, 'GET', '/api/clients')).statusCode).toBe(401);
  });
});
