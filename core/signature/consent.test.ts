import { describe, expect, it } from 'vitest';
import { consentText } from './consent';

/** LEGAL J20: the sentence a signer confirms says in whose name they sign, and whom it binds. */
describe('the consent sentence, by capacity', () => {
  const title = 'Cession – dessin de Léa';

  it('a person in their own name is bound, as before', () => {
    const text = consentText(title);
    expect(text).toBe(
      'J’ai lu l’intégralité du contrat «\u202fCession – dessin de Léa\u202f» et j’accepte de le signer électroniquement. ' +
        'Je sais que cette signature électronique m’engage comme une signature manuscrite (articles 1366 et 1367 du Code civil).',
    );
    expect(consentText(title, { kind: 'own' })).toBe(text);
  });

  it('a parent signs for the child, whom the signature binds, not in her own name', () => {
    const text = consentText(title, { kind: 'parent', child: 'Léa Durand' });
    expect(text).toContain(
      'j’accepte de le signer électroniquement au nom et pour le compte de mon enfant mineur Léa Durand, en qualité de titulaire de l’autorité parentale.',
    );
    expect(text).toContain('elle engage mon enfant (articles 1366 et 1367 du Code civil)');
    expect(text).not.toContain('m’engage');
  });

  it('a child from 13 gives an agreement and is never told she is bound', () => {
    const both = consentText(title, {
      kind: 'child',
      parents: ['Mme Claire Durand', 'M. Marc Martin'],
    });
    expect(both).toBe(
      'J’ai lu le contrat «\u202fCession – dessin de Léa\u202f», que Mme Claire Durand et M. Marc Martin signent pour moi. ' +
        'Par cette signature électronique, je donne mon accord.',
    );
    expect(both).not.toMatch(/engage|m’oblige/);
    const sole = consentText(title, { kind: 'child', parents: ['Mme Claire Durand'] });
    expect(sole).toContain('que Mme Claire Durand signe pour moi');
  });

  it('a company’s representative signs in its name and capacity, binding the company', () => {
    const text = consentText(title, {
      kind: 'representative',
      company: 'la société ACME Médias',
      quality: 'gérant',
    });
    expect(text).toContain(
      'j’accepte de le signer électroniquement au nom de la société ACME Médias, en qualité de gérant.',
    );
    expect(text).toContain('cette signature électronique engage la société ACME Médias');
    expect(text).not.toContain('m’engage');
    expect(
      consentText(title, {
        kind: 'representative',
        company: 'la société ACME Médias',
        quality: 'associé unique',
      }),
    ).toContain('en qualité d’associé unique');
  });
});
