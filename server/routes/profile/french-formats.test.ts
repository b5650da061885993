import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '@server/auth/test-support';
import { createClient } from '@server/db/repositories/clients';
import { saveProfile } from '@server/db/repositories/profiles';
import { callAs, type Caller, fieldsOf, signUp } from '@server/test-support/sessions';

/**
 * The profile and the address book refuse what the browser refuses (French
 * 400 naming each field), while what was stored before the rules still reads.
 */
describe.each(APP_BACKENDS)('French formats on the profile and clients (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: Caller;
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await signUp(t.app, 'formats@example.fr');
  });
  afterAll(async () => t?.close());

  it('refuses a badly formed profile, naming every field in French', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: {
        nom: 'Martin',
        email: 'pas-un-email',
        telephone: 'abc',
        date_naissance: '2031-01-01',
        code_postal: 'ABCDEFGHIJ',
      },
      legal_entity: {
        nom: 'ACME',
        capital: 'beaucoup',
        siren: '12AB',
        telephone: '+33 1 23 45 67 89',
      },
    });
    const fields = fieldsOf(response);
    expect(fields).toEqual({
      'physical_person.email': 'Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.',
      'physical_person.telephone': expect.stringContaining('numéro de téléphone en chiffres'),
      'physical_person.date_naissance': 'La date de naissance ne peut pas être dans le futur.',
      'physical_person.code_postal': expect.stringContaining('5 chiffres'),
      'legal_entity.capital': expect.stringContaining('capital social'),
      'legal_entity.siren': expect.stringContaining('que des chiffres'),
    });
  });

  it('accepts a foreign address with its country, and a SIREN whose key is only suspicious', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: {
        nom: 'Martin',
        code_postal: '1000',
        ville: 'Bruxelles',
        pays: 'Belgique',
        email: 'jeanne@exemple.be',
      },
      legal_entity: { nom: 'ACME', siren: '123456789', capital: '1 500 €' },
      version: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().physical_person).toMatchObject({
      pays: 'Belgique',
      code_postal: '1000',
    });
  });

  it('checks the clients sent with the whole profile', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: { nom: 'Martin' },
      clients: [{ id: 'c1', type: 'legal_entity', nom: 'Studio', code_postal: '123' }],
    });
    expect(fieldsOf(response)).toEqual({
      'clients.0.code_postal': expect.stringContaining('5 chiffres'),
    });
  });

  it('refuses a badly formed client on create and update', async () => {
    const created = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'physical_person',
      gentille: 'M.',
      nom: 'Durand',
      prenom: 'Paul',
      email: 'pas-un-email',
    });
    expect(fieldsOf(created)).toEqual({ email: expect.stringContaining('adresse e-mail') });
    const ok = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'legal_entity',
      nom: 'Studio',
      forme_juridique: 'SAS',
      siren: '732 829 320',
    });
    expect(ok.statusCode).toBe(201);
    const { client } = ok.json();
    const updated = await callAs(t.app, me, 'PUT', `/api/clients/${client.id}`, {
      type: 'legal_entity',
      nom: 'Studio',
      forme_juridique: 'SAS',
      capital: 'beaucoup',
      version: 1,
    });
    expect(fieldsOf(updated)).toEqual({ capital: expect.stringContaining('capital social') });
  });

  it('refuses names made only of punctuation in the profile and the address book', async () => {
    const profile = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: { nom: '...', prenom: 'Léa' },
      legal_entity: { nom: '--', representant_nom: '.' },
    });
    expect(fieldsOf(profile)).toEqual({
      'physical_person.nom': 'Le nom doit contenir au moins une lettre.',
      'legal_entity.nom':
        'La dénomination sociale doit contenir au moins une lettre ou un chiffre.',
      'legal_entity.representant_nom': 'Le nom doit contenir au moins une lettre.',
    });
    const client = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'physical_person',
      gentille: 'M.',
      nom: 'Durand',
      prenom: '-',
    });
    expect(fieldsOf(client)).toEqual({ prenom: 'Le prénom doit contenir au moins une lettre.' });
  });

  it('checks the legacy keys (siege, representant, rcs) as the fields they fill', async () => {
    const profile = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: { nom: 'Martin', prenom: 'Léa', siege: '!!!' },
      legal_entity: { nom: 'ACME', representant: '? ?', rcs: '---' },
    });
    expect(fieldsOf(profile)).toEqual({
      'physical_person.siege': 'Ce champ doit contenir au moins une lettre ou un chiffre.',
      'legal_entity.representant': 'Le prénom doit contenir au moins une lettre.',
      'legal_entity.rcs': 'Ce champ doit contenir au moins une lettre ou un chiffre.',
    });
    const client = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'legal_entity',
      nom: 'Studio Nord',
      forme_juridique: 'SARL',
      siege: '4 rue Haute, 1234 Lille',
    });
    expect(fieldsOf(client)).toEqual({ siege: expect.stringContaining('5 chiffres') });
    // The current field wins over the legacy key, as in the contract: the latter is not checked.
    const current = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'legal_entity',
      nom: 'Studio Nord',
      forme_juridique: 'SARL',
      representant_nom: 'Roy',
      representant: '!!!',
    });
    expect(current.statusCode).toBe(201);
  });

  it('still reads a profile and clients stored with values the rules now refuse', async () => {
    const old = await signUp(t.app, 'ancien@example.fr');
    const { db } = t.app.deps.database;
    await saveProfile(
      db,
      old.userId!,
      {
        physical_person: {
          nom: 'Ancien',
          code_postal: 'ABCDEFGHIJ',
          email: 'pas-un-email',
        } as never,
        legal_entity: { nom: 'Vieille SARL', capital: 'beaucoup', siren: '12AB' } as never,
        selected_entity_type: '',
        side: 'cessionnaire',
      },
      0,
    );
    await createClient(db, old.userId!, {
      type: 'physical_person',
      nom: 'Client',
      date_naissance: '2031-01-01',
    } as never);
    const read = await callAs(t.app, old, 'GET', '/api/user-profile');
    expect(read.statusCode).toBe(200);
    expect(read.json().legal_entity).toMatchObject({ capital: 'beaucoup', siren: '12AB' });
    expect(read.json().clients).toHaveLength(1);
  });
});
