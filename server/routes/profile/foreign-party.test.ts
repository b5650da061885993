import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '@server/auth/test-support';
import { callAs, type Caller, fieldsOf, signUp } from '@server/test-support/sessions';

/**
 * LEGAL J17: a company established abroad is stored with its own register, number and VAT
 * number (`registre`, `numero_registre`, `numero_tva`), in the profile and in the address book;
 * no SIREN check applies to it; a badly formed VAT number is refused in French, naming the field;
 * a French company's record is unchanged (the new keys stay absent).
 */
describe.each(APP_BACKENDS)('foreign parties in the profile and clients (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: Caller;
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await signUp(t.app, 'etranger@example.fr');
  });
  afterAll(async () => t?.close());

  const BELGIAN = {
    nom: 'Atelier Bruxellois',
    forme_juridique: 'SRL',
    capital: '',
    siren: '0123.456.789',
    registre: 'Banque-Carrefour des Entreprises',
    numero_registre: '0123.456.789',
    numero_tva: 'BE0123456789',
    adresse: '10 rue Neuve',
    code_postal: '1000',
    ville: 'Bruxelles',
    pays: 'Belgique',
  };

  it('stores a Belgian company profile with its register and VAT number, no SIREN check', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/user-profile', {
      legal_entity: BELGIAN,
      version: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().legal_entity).toMatchObject({
      registre: 'Banque-Carrefour des Entreprises',
      numero_registre: '0123.456.789',
      numero_tva: 'BE0123456789',
      capital: '',
      pays: 'Belgique',
    });
    const read = await callAs(t.app, me, 'GET', '/api/user-profile');
    expect(read.json().legal_entity.numero_tva).toBe('BE0123456789');
  });

  it('refuses a badly formed VAT number in the profile and in a client, in French', async () => {
    const profile = await callAs(t.app, me, 'POST', '/api/user-profile', {
      legal_entity: { ...BELGIAN, numero_tva: '0123456789' },
    });
    expect(fieldsOf(profile)).toEqual({
      'legal_entity.numero_tva': expect.stringContaining('numéro de TVA intracommunautaire'),
    });
    const client = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'legal_entity',
      ...BELGIAN,
      numero_tva: 'TVA ?',
    });
    expect(fieldsOf(client)).toEqual({
      numero_tva: expect.stringContaining('numéro de TVA intracommunautaire'),
    });
  });

  it('adds a foreign client with its register; a French client keeps no such keys', async () => {
    const foreign = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'legal_entity',
      ...BELGIAN,
    });
    expect(foreign.statusCode).toBe(201);
    expect(foreign.json().client).toMatchObject({
      registre: 'Banque-Carrefour des Entreprises',
      numero_registre: '0123.456.789',
      numero_tva: 'BE0123456789',
    });
    const french = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'legal_entity',
      nom: 'Studio',
      forme_juridique: 'SAS',
      siren: '732 829 320',
    });
    expect(french.statusCode).toBe(201);
    expect(Object.keys(french.json().client)).not.toEqual(expect.arrayContaining(['registre']));
    expect(french.json().client).not.toHaveProperty('numero_tva');
  });
});
