// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientSchema } from '@core/schemas/client';
import { emptyDraft } from '@core/answers/empty-records';
import { applyAuthorType } from '@core/rules/cession';
import { draftWithClient } from './client-to-author';

describe('draftWithClient', () => {
  it('copies a person, maps Mlle to Mme and remembers the pick', () => {
    const client = clientSchema.parse({
      id: '17',
      type: 'physical_person',
      gentille: 'Mlle',
      nom: 'Roy',
      prenom: 'Anne',
      ville: 'Lyon',
    });
    const draft = draftWithClient(applyAuthorType(emptyDraft(), 'Personne morale'), client);
    expect(draft.auteur_type).toBe('Personne physique');
    expect(draft.auteur_info).toMatchObject({
      gentille: 'Mme',
      nom: 'Roy',
      prenom: 'Anne',
      ville: 'Lyon',
      id: '17',
      saveToClients: false,
    });
  });

  it('copies a company and switches the author kind', () => {
    const client = clientSchema.parse({
      id: '18',
      type: 'legal_entity',
      nom: 'ACME',
      forme_juridique: 'SAS',
      siren: '552100554',
    });
    const draft = draftWithClient(emptyDraft(), client);
    expect(draft.auteur_type).toBe('Personne morale');
    expect(draft.auteur_info).toMatchObject({
      nom: 'ACME',
      forme_juridique: 'SAS',
      siren: '552100554',
      id: '18',
    });
  });

  it('copies a company abroad with its own register and VAT number (LEGAL J17)', () => {
    const client = clientSchema.parse({
      id: '20',
      type: 'legal_entity',
      nom: 'Atelier Bruxellois',
      forme_juridique: 'SRL',
      pays: 'Belgique',
      registre: 'Banque-Carrefour des Entreprises',
      numero_registre: '0123.456.789',
      numero_tva: 'BE0123456789',
    });
    expect(draftWithClient(emptyDraft(), client).auteur_info).toMatchObject({
      pays: 'Belgique',
      registre: 'Banque-Carrefour des Entreprises',
      numero_registre: '0123.456.789',
      numero_tva: 'BE0123456789',
    });
  });

  it('drops a birth date that is not AAAA-MM-JJ rather than storing an invalid draft', () => {
    const client = clientSchema.parse({
      id: '19',
      type: 'physical_person',
      nom: 'Roy',
      date_naissance: '12/03/1990',
    });
    expect(draftWithClient(emptyDraft(), client).auteur_info).toMatchObject({ date_naissance: '' });
  });
});
