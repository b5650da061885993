// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CLIENT_REQUIRED_MESSAGE } from '@core/rules/client-validation';
import type { StoredClient } from '@web/lib/clients-api';
import { checkClientForm, clientFormValues } from './client-form.schema';

describe('client form values', () => {
  it('open a stored client (with its version and legacy fields) without failing', () => {
    const stored = {
      id: '1700000000000',
      type: 'physical_person',
      version: 3,
      gentille: '',
      civilite: 'Mme',
      nom: 'Roy',
      prenom: 'Anne',
      adresse: '',
      code_postal: '',
      ville: '',
      siege: '1 rue Neuve, 75001 Paris',
      email: '',
      telephone: '',
      date_naissance: '1990-01-02',
      lieu_naissance: '',
      nationalite: 'Française',
    } satisfies StoredClient;
    const values = clientFormValues(stored);
    expect(values.type).toBe('physical_person');
    expect(values.physical_person).toMatchObject({
      gentille: 'Mme',
      nom: 'Roy',
      adresse: '1 rue Neuve',
      code_postal: '75001',
      ville: 'Paris',
    });
    expect(values.legal_entity.capital).toBe('');
  });

  it('require civility, last and first name for a person (docs/product.md §5)', () => {
    const values = clientFormValues();
    values.physical_person.nom = 'Dupont';
    const result = checkClientForm(values);
    expect(result).toMatchObject({ ok: false, message: CLIENT_REQUIRED_MESSAGE });
    expect(result.ok ? [] : Object.keys(result.fieldErrors)).toEqual(['gentille', 'prenom']);
  });

  it('require name and legal form for a company, and send only the chosen type', () => {
    const values = clientFormValues();
    values.physical_person = {
      ...values.physical_person,
      gentille: 'M.',
      nom: 'Dupont',
      prenom: 'Jean',
    };
    values.type = 'legal_entity';
    values.legal_entity.nom = '  ';
    expect(checkClientForm(values).ok).toBe(false);
    values.legal_entity = { ...values.legal_entity, nom: 'ACME', forme_juridique: 'SAS' };
    const result = checkClientForm(values);
    expect(result.ok && result.client).toMatchObject({
      type: 'legal_entity',
      nom: 'ACME',
      forme_juridique: 'SAS',
      capital: '',
    });
    expect(result.ok && 'prenom' in result.client).toBe(false);
  });

  it('report a too-long field with its French message', () => {
    const values = clientFormValues();
    values.physical_person = {
      ...values.physical_person,
      gentille: 'M.',
      nom: 'x'.repeat(121),
      prenom: 'Jean',
    };
    const result = checkClientForm(values);
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      nom: 'Ce champ ne doit pas dépasser 120 caractères.',
    });
  });
});

describe('French formats', () => {
  it('refuses what the server refuses, field by field', () => {
    const values = clientFormValues();
    values.physical_person = {
      ...values.physical_person,
      gentille: 'Mme',
      nom: 'Roy',
      prenom: 'Anne',
      email: 'pas-un-email',
      code_postal: 'ABCDEFGHIJ',
    };
    const result = checkClientForm(values);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.fieldErrors).sort()).toEqual(['code_postal', 'email']);
  });
});
