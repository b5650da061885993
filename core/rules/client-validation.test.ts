import { describe, expect, it } from 'vitest';
import { companyAuthorSchema, physicalAuthorSchema } from '../schemas/draft';
import { clientSchema } from '../schemas/client';
import { clientFromAuthor } from './client-from-party';
import { CLIENT_REQUIRED_MESSAGE, newClientId, validateClientForm } from './client-validation';

describe('validateClientForm (docs/product.md §5)', () => {
  it('requires civility, last and first name for a person', () => {
    expect(
      validateClientForm({ type: 'physical_person', gentille: 'M.', nom: 'Roy', prenom: 'Luc' }),
    ).toEqual({ ok: true });
    expect(
      validateClientForm({ type: 'physical_person', gentille: '', nom: ' ', prenom: 'Luc' }),
    ).toEqual({
      ok: false,
      missing: ['gentille', 'nom'],
      message: 'Veuillez remplir tous les champs obligatoires.',
    });
  });
  it('requires name and legal form for a company, nothing else', () => {
    expect(
      validateClientForm({ type: 'legal_entity', nom: 'ACME', forme_juridique: 'SAS' }),
    ).toEqual({ ok: true });
    expect(validateClientForm({ type: 'legal_entity', nom: 'ACME' })).toMatchObject({
      ok: false,
      missing: ['forme_juridique'],
      message: CLIENT_REQUIRED_MESSAGE,
    });
  });
});

describe('clientFromAuthor (docs/product.md §7)', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('builds a natural-person client with a timestamp id, without the wizard flags', () => {
    const info = physicalAuthorSchema.parse({
      gentille: 'Mme',
      nom: 'Roy',
      prenom: 'Anne',
      id: 'old',
      saveToClients: true,
    });
    const client = clientFromAuthor(info, 'Personne physique', now);
    expect(client).toMatchObject({
      id: String(now.getTime()),
      type: 'physical_person',
      gentille: 'Mme',
      nom: 'Roy',
      prenom: 'Anne',
    });
    expect('saveToClients' in client).toBe(false);
    expect(clientSchema.safeParse(client).success).toBe(true);
  });

  it('builds a company client keeping its fields', () => {
    const info = companyAuthorSchema.parse({
      nom: 'ACME',
      forme_juridique: 'SAS',
      siren: '552032534',
      representant_nom: 'Roy',
    });
    const client = clientFromAuthor(info, 'Personne morale', 1_700_000_000_000);
    expect(client).toMatchObject({
      id: '1700000000000',
      type: 'legal_entity',
      nom: 'ACME',
      siren: '552032534',
      representant_nom: 'Roy',
    });
  });

  it('refuses an author whose fields do not match the type', () => {
    const info = physicalAuthorSchema.parse({ prenom: 'Anne' });
    expect(() => clientFromAuthor(info, 'Personne morale', now)).toThrow();
  });

  it('makes ids from the timestamp', () => {
    expect(newClientId(42)).toBe('42');
    expect(newClientId(new Date(42))).toBe('42');
  });
});
