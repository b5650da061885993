import { describe, expect, it } from 'vitest';
import {
  entrepriseInfoSchema,
  legalEntityProfileSchema,
  physicalPersonProfileSchema,
  userProfileBodySchema,
  userProfileSchema,
} from './profile';
import { draftSchema } from './draft';

describe('userProfileSchema', () => {
  it('fills a new profile with the docs/product.md §9 defaults', () => {
    const p = userProfileSchema.parse({});
    expect(p.selected_entity_type).toBe('');
    expect(p.clients).toEqual([]);
    expect(p.physical_person.is_configured).toBe(false);
    expect(p.physical_person.nationalite).toBe('Française');
    // The spec's « 1000 € » is the form's example only: no capital nobody entered (LEGAL J5).
    expect(p.legal_entity.capital).toBe('');
    expect(p.legal_entity.representant_civilite).toBe('M.');
  });

  it('rejects unknown keys, bad civilities and bad selected types in French', () => {
    const unknown = userProfileSchema.safeParse({ pirate: true });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toMatch(/Clé non reconnue/);
    const civ = userProfileSchema.safeParse({ physical_person: { gentille: 'Dr' } });
    expect(civ.error?.issues[0]?.message).toBe(
      'Civilité invalide\u00a0: choisissez M., Mme ou Mlle.',
    );
    const sel = userProfileSchema.safeParse({ selected_entity_type: 'robot' });
    expect(sel.error?.issues[0]?.message).toContain('selected_entity_type');
  });

  it('accepts legacy civilite, representant, rcs and siege fields', () => {
    const p = userProfileSchema.parse({
      physical_person: { civilite: 'Mme', siege: '1 rue A, 75001 Paris' },
      legal_entity: { representant: 'M. Jean Dupont', rcs: 'Paris', siege: '2 rue B, 69001 Lyon' },
    });
    expect(p.physical_person.civilite).toBe('Mme');
    expect(p.legal_entity.representant).toBe('M. Jean Dupont');
  });

  it('validates its clients and refuses duplicate ids', () => {
    const ok = userProfileSchema.safeParse({
      clients: [
        { id: '1', type: 'physical_person', nom: 'Durand' },
        { id: '2', type: 'legal_entity', nom: 'ACME', forme_juridique: 'SAS' },
      ],
    });
    expect(ok.success).toBe(true);
    const dup = userProfileSchema.safeParse({
      clients: [
        { id: '1', type: 'physical_person' },
        { id: '1', type: 'legal_entity' },
      ],
    });
    expect(dup.error?.issues[0]?.message).toBe(
      'Deux clients ne peuvent pas avoir le même identifiant.',
    );
  });

  it('accepts and drops user_id in the POST body only', () => {
    expect(userProfileBodySchema.parse({ user_id: 'x_google' }).user_id).toBe('x_google');
    expect(userProfileSchema.safeParse({ user_id: 'x' }).success).toBe(false);
  });

  it('limits field lengths with a French message', () => {
    const r = legalEntityProfileSchema.safeParse({ nom: 'x'.repeat(201) });
    expect(r.error?.issues[0]?.message).toBe('Ce champ ne doit pas dépasser 200 caractères.');
    expect(physicalPersonProfileSchema.safeParse({ is_configured: 'oui' }).success).toBe(false);
  });
});

describe('entrepriseInfoSchema (still used by draft.ts)', () => {
  it('is a union on type and is accepted inside a draft', () => {
    const info = entrepriseInfoSchema.parse({ type: 'legal_entity', nom: 'ACME' });
    expect(info.type).toBe('legal_entity');
    const d = draftSchema.parse({ auteur_type: 'Personne physique', entreprise_info: info });
    expect(d.entreprise_info?.nom).toBe('ACME');
    expect(entrepriseInfoSchema.safeParse({ type: 'x' }).success).toBe(false);
  });
});
