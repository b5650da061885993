import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { combinedScopeWarning } from './combined-scope';

const base = {
  type_contrat: [AUTEUR, IMAGE],
  type_cession: 'Onéreuse',
  exclusivite: true,
  duree_annees: null,
  duree_image_annees: null,
  oeuvre_represente_modele: 'oui',
  oeuvre_a_creer: false,
} as const;
const draft = (over: Partial<Record<keyof typeof base, unknown>> = {}) =>
  ({ ...base, ...over }) as Parameters<typeof combinedScopeWarning>[0];

describe('combinedScopeWarning (legal review C v2)', () => {
  it('warns when an exclusive legal-term assignment covers a portrait authorised for 5 years', () => {
    expect(combinedScopeWarning(draft())).toBe(
      'La cession exclusive des droits d’auteur court pour toute la durée légale de protection (vie de ' +
        'l’auteur et 70 ans), mais l’autorisation d’utiliser l’image de la personne représentée prend fin après ' +
        '5 ans. Passé ce délai, le cessionnaire ne pourra plus utiliser l’œuvre qui la représente, et l’auteur, lié ' +
        'par l’exclusivité, ne pourra pas non plus la céder à un autre. Alignez la durée de la cession sur celle ' +
        'de l’autorisation d’image, ou renoncez à l’exclusivité.',
    );
  });
  it('warns for a fixed copyright term longer than the image term, with both numbers', () => {
    const text = combinedScopeWarning(draft({ duree_annees: 10, duree_image_annees: 3 }));
    expect(text).toContain('court pendant 10 ans');
    expect(text).toContain('prend fin après 3 ans');
    expect(combinedScopeWarning(draft({ duree_annees: 2, duree_image_annees: 1 }))).toContain(
      'prend fin après 1 an.',
    );
  });
  it('says nothing when the terms are aligned or the copyright term is shorter', () => {
    expect(combinedScopeWarning(draft({ duree_annees: 5 }))).toBeNull();
    expect(combinedScopeWarning(draft({ duree_annees: 5, duree_image_annees: 10 }))).toBeNull();
    expect(combinedScopeWarning(draft({ duree_annees: 15, duree_image_annees: 15 }))).toBeNull();
  });
  it('a work to be created runs from delivery: the same years end the image first (J4)', () => {
    const text = combinedScopeWarning(
      draft({ oeuvre_a_creer: true, duree_annees: 5, duree_image_annees: 5 }),
    );
    expect(text).toContain('court pendant 5 ans à compter de la livraison de l’œuvre');
    expect(text).toContain('prend fin 5 ans après la signature.');
    expect(text).toContain('Choisissez pour la cession une durée plus courte');
    expect(
      combinedScopeWarning(draft({ oeuvre_a_creer: true, duree_annees: 3, duree_image_annees: 5 })),
    ).toBeNull();
  });
  it('says nothing without exclusivity, for a free grant, or outside a combined contract', () => {
    expect(combinedScopeWarning(draft({ exclusivite: false }))).toBeNull();
    expect(combinedScopeWarning(draft({ type_cession: 'Gratuite' }))).toBeNull();
    expect(combinedScopeWarning(draft({ type_contrat: [AUTEUR] }))).toBeNull();
    expect(combinedScopeWarning(draft({ type_contrat: [IMAGE] }))).toBeNull();
  });
  it('says nothing when the work does not depict the model: each grant runs on its own (J18)', () => {
    expect(combinedScopeWarning(draft({ oeuvre_represente_modele: 'non' }))).toBeNull();
    expect(combinedScopeWarning(draft({ oeuvre_represente_modele: 'oui' }))).not.toBeNull();
  });
});
