import { describe, expect, it } from 'vitest';
import {
  childAdvertisingSupportsError,
  childAdvertisingWarning,
  isModellingUse,
} from './child-modelling';

const base = { activite_mannequin: 'non' as const, supports: [], destination: '' };

describe('the modelling answer of a model under sixteen (C. trav. L7123-2, L7124-1)', () => {
  it('is a modelling use unless « non » was answered (the safe side)', () => {
    expect(isModellingUse({ activite_mannequin: 'oui' })).toBe(true);
    expect(isModellingUse({ activite_mannequin: 'non' })).toBe(false);
  });

  it('no warning when « oui », or « non » with nothing that speaks of advertising', () => {
    expect(
      childAdvertisingWarning({ ...base, activite_mannequin: 'oui', supports: ['affichage'] }),
    ).toBeNull();
    expect(
      childAdvertisingWarning({
        ...base,
        supports: ['reseaux_sociaux', 'supports_imprimes'],
        destination: 'Illustrer le journal de l’école et la page Facebook de l’association',
      }),
    ).toBeNull();
  });

  it('refuses an advertising support ticked after « non », naming each and both ways out', () => {
    expect(childAdvertisingSupportsError({ ...base, supports: ['publicites_en_ligne'] })).toBe(
      'Vous indiquez que l’image de l’enfant ne sert pas une activité de mannequin, mais le support «\u202fPublicités en ligne\u202f» est coché\u00a0: ' +
        'un tel support présente un produit, un service ou un message publicitaire par l’image de l’enfant, ce qui exige, avant tout usage, une autorisation préalable (article L7124-1 du Code du travail). ' +
        'Répondez «\u202fOui\u202f» à l’étape 3, ou décochez ce support à l’étape 5.',
    );
    expect(
      childAdvertisingSupportsError({ ...base, supports: ['affichage', 'emballages', 'presse'] }),
    ).toContain(
      'les supports «\u202fAffichage extérieur (panneaux, transports)\u202f» et «\u202fEmballages et étiquettes de produits\u202f» sont cochés\u00a0:',
    );
    // « Oui », or no advertising support: nothing refused.
    expect(
      childAdvertisingSupportsError({
        ...base,
        activite_mannequin: 'oui',
        supports: ['affichage'],
      }),
    ).toBeNull();
    expect(
      childAdvertisingSupportsError({ ...base, supports: ['presse', 'reseaux_sociaux'] }),
    ).toBeNull();
    // Refused, it is not also warned.
    expect(
      childAdvertisingWarning({ ...base, supports: ['affichage'], destination: 'pub' }),
    ).toBeNull();
  });

  it('warns on a destination that speaks of advertising, whatever its accents and case', () => {
    for (const destination of [
      'Campagne de rentrée',
      'PUBLICITÉ pour nos cartables',
      'la promotion du magasin',
      'Catalogue printemps',
      'défilé de mode enfant',
    ])
      expect(childAdvertisingWarning({ ...base, destination })).toContain(
        'la destination évoque une publicité, une promotion ou une campagne.',
      );
    // Whole words only: « republication » is no « pub ».
    expect(childAdvertisingWarning({ ...base, destination: 'republication' })).toBeNull();
  });
});
