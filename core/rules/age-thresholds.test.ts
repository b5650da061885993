import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { PERSON, makeDraft } from '../templates/test-drafts';
import { crossedAgeThreshold } from './age-thresholds';

const day = (iso: string) => new Date(`${iso}T12:00:00`);

describe('crossedAgeThreshold: a birthday between the contract’s date and its signature', () => {
  const born = (date_naissance: string, input: Record<string, unknown> = {}) =>
    makeDraft({ auteur_info: { ...PERSON, date_naissance }, ...input });

  it('names the person and the highest age reached: 18, 16 or 13', () => {
    expect(crossedAgeThreshold(born('2008-12-01'), day('2026-11-21'), day('2026-12-02'))).toEqual({
      person: 'auteur_info',
      name: 'Léa Durand',
      age: 18,
    });
    const model = makeDraft({
      type_contrat: [AUTEUR, IMAGE],
      description_image: 'Portraits',
      modele_distinct: true,
      modele_info: { ...PERSON, prenom: 'Zoé', date_naissance: '2013-12-01' },
    });
    expect(crossedAgeThreshold(model, day('2026-11-21'), day('2026-12-01'))).toMatchObject({
      person: 'modele_info',
      age: 13,
    });
  });

  it('null when no threshold lies between the two days, or without a birth date', () => {
    expect(
      crossedAgeThreshold(born('2008-12-01'), day('2026-11-21'), day('2026-11-30')),
    ).toBeNull();
    expect(
      crossedAgeThreshold(born('1990-04-12'), day('2026-01-01'), day('2026-12-01')),
    ).toBeNull();
    expect(crossedAgeThreshold(born(''), day('2026-01-01'), day('2026-12-01'))).toBeNull();
    // A company author has no age.
    expect(
      crossedAgeThreshold(
        makeDraft({
          auteur_type: 'Personne morale',
          auteur_info: { nom: 'Studio', forme_juridique: 'SAS' },
        }),
        day('2026-01-01'),
        day('2026-12-01'),
      ),
    ).toBeNull();
  });
});
