import { describe, expect, it } from 'vitest';
import { legalEntityProfileSchema, physicalPersonProfileSchema } from '../schemas/profile';
import {
  parseLegacyRcs,
  parseLegacyRepresentant,
  upgradeLegacyLegal,
  upgradeLegacyPhysical,
} from './legacy-fields';

describe('upgradeLegacyPhysical', () => {
  it('uses civilite when gentille is empty and splits a legacy siege into an empty address', () => {
    const p = physicalPersonProfileSchema.parse({ civilite: 'Mme', siege: '1 rue A, 75001 Paris' });
    const up = upgradeLegacyPhysical(p);
    expect(up).toMatchObject({
      gentille: 'Mme',
      adresse: '1 rue A',
      code_postal: '75001',
      ville: 'Paris',
    });
    expect('civilite' in up || 'siege' in up).toBe(false);
    expect(physicalPersonProfileSchema.safeParse(up).success).toBe(true);
  });
  it('never overwrites current fields', () => {
    const p = physicalPersonProfileSchema.parse({
      gentille: 'M.',
      civilite: 'Mme',
      ville: 'Nantes',
      siege: '1 rue A, 75001 Paris',
    });
    expect(upgradeLegacyPhysical(p)).toMatchObject({
      gentille: 'M.',
      adresse: '',
      ville: 'Nantes',
    });
  });
});

describe('upgradeLegacyLegal', () => {
  it('fills representative, registry city and address from legacy fields', () => {
    const p = legalEntityProfileSchema.parse({
      nom: 'ACME',
      representant: 'Mme Anne Marie Roy',
      rcs: 'RCS Lyon 552 032 534',
      siege: '2 rue B, 69001 Lyon',
    });
    const up = upgradeLegacyLegal(p);
    expect(up).toMatchObject({
      representant_civilite: 'Mme',
      representant_prenom: 'Anne',
      representant_nom: 'Marie Roy',
      rcs_ville: 'Lyon',
      adresse: '2 rue B',
      code_postal: '69001',
      ville: 'Lyon',
    });
    expect(legalEntityProfileSchema.safeParse(up).success).toBe(true);
  });
  it('uses legacy civilite for the representative only when no representative is filled', () => {
    expect(
      upgradeLegacyLegal(legalEntityProfileSchema.parse({ civilite: 'Mlle' }))
        .representant_civilite,
    ).toBe('Mlle');
    const filled = legalEntityProfileSchema.parse({
      civilite: 'Mlle',
      representant_civilite: 'M.',
      representant_nom: 'Roy',
    });
    expect(upgradeLegacyLegal(filled).representant_civilite).toBe('M.');
  });
});

describe('legacy string parsers', () => {
  it('parses representatives with or without civility', () => {
    expect(parseLegacyRepresentant('M. Jean Dupont')).toEqual({
      civilite: 'M.',
      prenom: 'Jean',
      nom: 'Dupont',
    });
    expect(parseLegacyRepresentant('mr Jean Dupont')).toEqual({
      civilite: 'M.',
      prenom: 'Jean',
      nom: 'Dupont',
    });
    expect(parseLegacyRepresentant('Dupont')).toEqual({ civilite: '', prenom: '', nom: 'Dupont' });
    expect(parseLegacyRepresentant('')).toEqual({ civilite: '', prenom: '', nom: '' });
  });
  it('extracts the registry city', () => {
    expect(parseLegacyRcs('RCS Paris 552 032 534')).toBe('Paris');
    expect(parseLegacyRcs('R.C.S. Aix-en-Provence')).toBe('Aix-en-Provence');
    expect(parseLegacyRcs('Saint-Étienne')).toBe('Saint-Étienne');
  });
});
