import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_COMPANY,
  ASSIGNEE_PERSON,
  PERSON,
  TODAY,
  TYPES,
  makeDraft,
} from '../templates/test-drafts';
import { draftWarnings, type WarningCode } from './draft-warnings';

const codes = (input: Record<string, unknown>) =>
  draftWarnings(makeDraft(input), TODAY).map((w) => [w.code, w.field, w.step]);

/** An adult model's free authorisation given to `entreprise_info`. */
const freeImage = (entreprise_info: object) => ({
  type_contrat: TYPES.image,
  type_cession: 'Gratuite',
  remuneration: '',
  auteur_info: PERSON,
  entreprise_info,
});

describe('draftWarnings: the soft warnings, each naming its answer and step', () => {
  it('says nothing about an ordinary paid contract', () => {
    expect(codes({})).toEqual([]);
  });

  const cases: [string, Record<string, unknown>, [WarningCode, string, number][]][] = [
    [
      'a destination naming a medium no ticked support covers',
      { destination: 'Affichage dans le métro', supports: ['site_internet'] },
      [['destination_supports', 'destination', 5]],
    ],
    [
      'a low price for an exclusive copyright',
      { remuneration: '60', exclusivite: true },
      [['low_price', 'remuneration', 5]],
    ],
    [
      'software named in the description',
      { description_oeuvre: 'Le code source du logiciel de caisse' },
      [['unfit_work', 'description_oeuvre', 4]],
    ],
    [
      'a publishing destination, once even if the description says it too',
      {
        description_oeuvre: 'Un roman inédit',
        destination: 'Publication et vente du roman en librairie',
        supports: ['site_internet'],
      },
      [['unfit_work', 'description_oeuvre', 4]],
    ],
    [
      'an exclusive copyright outlasting the portrait’s image authorisation',
      {
        type_contrat: TYPES.combined,
        exclusivite: true,
        remuneration_image: '300',
        duree_annees: 20,
        duree_image_annees: 5,
        oeuvre_represente_modele: 'oui',
      },
      [['combined_scope', 'duree_image_annees', 5]],
    ],
    [
      'a free image authorisation given to a company (unpaid posing for a brand)',
      freeImage(ASSIGNEE_COMPANY),
      [['unpaid_brand_posing', 'type_cession', 2]],
    ],
    [
      'an exchange with the photographer (TFP), once: not also as unpaid posing',
      { ...freeImage(ASSIGNEE_COMPANY), contexte_image: 'echange' },
      [['exchange_requalification', 'contexte_image', 2]],
    ],
  ];
  it.each(cases)('warns of %s', (_name, input, expected) => {
    expect(codes(input)).toEqual(expected);
  });

  it('does not warn a private person receiving a free image authorisation, nor a paid one', () => {
    expect(codes(freeImage(ASSIGNEE_PERSON))).toEqual([]);
    expect(
      codes({ ...freeImage(ASSIGNEE_COMPANY), type_cession: 'Onéreuse', remuneration: '200' }),
    ).toEqual([]);
  });

  it('explains the requalification risk in French with its articles', () => {
    const [warning] = draftWarnings(makeDraft(freeImage(ASSIGNEE_COMPANY)), TODAY);
    expect(warning?.title).toBe('Poser sans rémunération pour une marque');
    expect(warning?.message).toContain('L7123-3 et L7123-4 du Code du travail');
    expect(warning?.message).toMatch(/travail\)\u00a0: prévoyez alors une rémunération\.$/);
  });
});
