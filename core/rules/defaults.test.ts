import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { emptyDraft } from '../answers/empty-records';
import { draftSchema } from '../schemas/draft';
import {
  emptyClient,
  emptyLegalEntityProfile,
  emptyPhysicalPersonProfile,
  emptyUserProfile,
} from '../answers/empty-records';
import {
  CAPITAL_EXAMPLE,
  DEFAULT_NATIONALITY,
  DEFAULT_REPRESENTATIVE_CIVILITY,
  LAWFUL_DEFAULTS,
  LAWFUL_DEFAULT_EXPLANATIONS,
  defaultDestinationFor,
  destinationExplanationFor,
  effectiveCopyrightDuration,
  effectiveDestination,
  effectiveImageYears,
} from './defaults';

describe('docs/product.md §9 defaults', () => {
  it('holds the spec values (the capital as the form’s example only)', () => {
    expect([CAPITAL_EXAMPLE, DEFAULT_NATIONALITY, DEFAULT_REPRESENTATIVE_CIVILITY]).toEqual([
      '1000 €',
      'Française',
      'M.',
    ]);
  });
  it('gives empty profiles and clients carrying them, with no capital nobody entered (LEGAL J5)', () => {
    expect(emptyPhysicalPersonProfile()).toMatchObject({
      nom: '',
      nationalite: 'Française',
      is_configured: false,
    });
    expect(emptyLegalEntityProfile()).toMatchObject({
      capital: '',
      representant_civilite: 'M.',
      is_configured: false,
    });
    expect(emptyUserProfile()).toMatchObject({ selected_entity_type: '', clients: [] });
    expect(emptyClient('legal_entity', '9')).toMatchObject({
      id: '9',
      type: 'legal_entity',
      capital: '',
    });
    expect(emptyClient('physical_person', '9')).toMatchObject({
      type: 'physical_person',
      nationalite: 'Française',
    });
    // Fresh objects: editing one never leaks into the next.
    expect(emptyUserProfile()).not.toBe(emptyUserProfile());
  });
});

describe('legal review E lawful defaults', () => {
  it('limits a free copyright grant to 5 years and a paid one to the legal term', () => {
    expect(effectiveCopyrightDuration(emptyDraft())).toEqual({ kind: 'years', years: 5 });
    const paid = draftSchema.parse({ auteur_type: 'Personne physique', type_cession: 'Onéreuse' });
    expect(effectiveCopyrightDuration(paid)).toEqual({ kind: 'legal_term' });
    expect(effectiveCopyrightDuration({ ...paid, duree_annees: 10 })).toEqual({
      kind: 'years',
      years: 10,
    });
  });
  it('A5b: a micro-licence (under 10 €) gets the free regime’s five years, never the legal term', () => {
    const micro = draftSchema.parse({
      type_contrat: [AUTEUR],
      auteur_type: 'Personne physique',
      type_cession: 'Onéreuse',
      nature_contrat: 'licence',
      remuneration: '5',
    });
    expect(effectiveCopyrightDuration(micro)).toEqual({ kind: 'years', years: 5 });
    expect(effectiveCopyrightDuration({ ...micro, remuneration: '50' })).toEqual({
      kind: 'legal_term',
    });
  });
  it('gives the image authorisation 5 years, the world, and the default destination', () => {
    expect(effectiveImageYears(emptyDraft())).toBe(5);
    expect(effectiveImageYears({ duree_image_annees: 2 })).toBe(2);
    expect(emptyDraft().territoire).toBe(LAWFUL_DEFAULTS.territory);
    expect(effectiveDestination({ destination: '  ' })).toBe(
      'la communication et la promotion des activités du Cessionnaire',
    );
    expect(effectiveDestination({ destination: 'illustrer le site' })).toBe('illustrer le site');
  });
  it('explains every default in one French sentence', () => {
    for (const text of Object.values(LAWFUL_DEFAULT_EXPLANATIONS)) {
      expect(text).toMatch(/^[A-ZÀ-Ü].+\.$/);
      expect(text).not.toContain('\n');
    }
  });
});

describe('the default destination as the contract words it', () => {
  const draftOf = (
    type_cession: 'Onéreuse' | 'Gratuite',
    type_contrat: (typeof AUTEUR | typeof IMAGE)[],
  ) => ({
    ...emptyDraft(),
    type_cession,
    type_contrat,
  });
  it('names the Cessionnaire of a paid assignment, the Bénéficiaire otherwise', () => {
    expect(defaultDestinationFor(draftOf('Onéreuse', [AUTEUR]))).toBe(
      'la communication et la promotion des activités du Cessionnaire',
    );
    for (const draft of [draftOf('Onéreuse', [IMAGE]), draftOf('Gratuite', [AUTEUR])])
      expect(destinationExplanationFor(draft)).toContain(
        '«\u202fla communication et la promotion des activités du Bénéficiaire\u202f».',
      );
  });
});
