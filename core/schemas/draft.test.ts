import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../answers/empty-records';
import { draftSchema } from './draft';
import { SINGLE_LINE_MESSAGE } from './zod-fr';

describe('draftSchema', () => {
  it('gives a new draft the docs/product.md §3 defaults', () => {
    const d = emptyDraft();
    expect(d.type_cession).toBe('Gratuite');
    expect(d.auteur_type).toBe('Personne physique');
    expect(d.type_contrat).toEqual([]);
    expect(d.auteur_info).toMatchObject({ nom: '', prenom: '' });
    expect(d.territoire).toBe('monde_entier');
  });

  it('keeps names, addresses and places on one line; descriptions and the destination may have several', () => {
    for (const [path, patch] of [
      [
        'auteur_info.nom',
        { auteur_info: { nom: 'Durand\nARTICLE 99 – Le Cédant renonce à tout' } },
      ],
      ['lieu_signature', { lieu_signature: 'Lyon\r\nParis' }],
      ['entreprise_info.nom', { entreprise_info: { type: 'legal_entity', nom: 'ACME\u2028SA' } }],
    ] as const) {
      const result = draftSchema.safeParse({ auteur_type: 'Personne physique', ...patch });
      expect(result.success, path).toBe(false);
      expect(result.error?.issues[0], path).toMatchObject({ message: SINGLE_LINE_MESSAGE });
      expect(result.error?.issues[0]?.path.join('.'), path).toBe(path);
    }
    const multi = draftSchema.safeParse({
      auteur_type: 'Personne physique',
      description_oeuvre: 'Un logo.\nDeux déclinaisons.',
      description_image: 'Séance du 12 mars.\nTrois photos.',
      destination: 'Le site.\nLes réseaux sociaux.',
    });
    expect(multi.success).toBe(true);
  });
  it('rejects unknown fields with a French message naming the field', () => {
    const r = draftSchema.safeParse({ auteur_type: 'Personne physique', pirate: 1 });
    expect(r.success).toBe(false);
    expect(JSON.stringify(r.error?.issues)).toContain('pirate');
    expect(r.error?.issues[0]?.message).toMatch(/Clé non reconnue/);
  });

  it('rejects ill-typed values and unknown rights', () => {
    expect(
      draftSchema.safeParse({ auteur_type: 'Personne physique', exclusivite: 'oui' }).success,
    ).toBe(false);
    expect(draftSchema.safeParse({ auteur_type: 'Robot' }).success).toBe(false);
    expect(
      draftSchema.safeParse({
        auteur_type: 'Personne physique',
        type_cession: 'Onéreuse',
        droits_cedes: ['tous'],
      }).success,
    ).toBe(false);
  });

  it('names the durations in one French message for every wrong number (1e400 included)', () => {
    for (const value of [JSON.parse('1e400'), -Infinity, '5', 5.5, 0, 71, true]) {
      const result = draftSchema.safeParse({
        auteur_type: 'Personne physique',
        duree_annees: value,
      });
      // 71 years of a free grant also meets the 10-year rule, listed after.
      expect(result.error?.issues[0]?.message, String(value)).toBe(
        'La durée de la cession (en années) doit être un nombre entier de 1 à 70.',
      );
    }
    const image = draftSchema.safeParse({
      auteur_type: 'Personne physique',
      duree_image_annees: 16,
    });
    expect(image.error?.issues[0]?.message).toBe(
      'La durée de l’autorisation (en années) doit être un nombre entier de 1 à 15.',
    );
    const lawful = draftSchema.safeParse({ auteur_type: 'Personne physique', duree_annees: null });
    expect(lawful.success).toBe(true);
  });

  it('only allows the droit de suite checkbox for graphic or plastic works', () => {
    const base = {
      auteur_type: 'Personne physique',
      type_cession: 'Onéreuse',
      droits_cedes: ['suite'],
    } as const;
    expect(draftSchema.safeParse(base).success).toBe(false);
    expect(draftSchema.safeParse({ ...base, oeuvre_graphique: true }).success).toBe(true);
  });

  it('keeps a free assignment free of extra rights and exclusivity', () => {
    const r = draftSchema.safeParse({ auteur_type: 'Personne physique', droits_cedes: ['usage'] });
    expect(r.success).toBe(false);
  });

  it('keeps a free grant time-limited (at most 10 years)', () => {
    expect(
      draftSchema.safeParse({ auteur_type: 'Personne physique', duree_annees: 10 }).success,
    ).toBe(true);
    const r = draftSchema.safeParse({ auteur_type: 'Personne physique', duree_annees: 11 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['duree_annees']);
    expect(
      draftSchema.safeParse({
        auteur_type: 'Personne physique',
        type_cession: 'Onéreuse',
        duree_annees: 70,
      }).success,
    ).toBe(true);
  });
});
