/**
 * LEGAL J13 (docs/legal-review.md section J): two or more natural-person authors — each
 * identified as a party, each signing, each with a share of the price; the work of collaboration
 * belongs to all of them and is exploited only with the accord of all (CPI L113-2, L113-3).
 */
import { describe, expect, it } from 'vitest';
import { contractSignatories } from '../signatories';
import { COAUTHOR, FORBIDDEN, PERSON, TODAY, TYPES, makeDraft, textOf } from '../test-drafts';

const SECOND = { ...COAUTHOR, gentille: 'Mme', nom: 'Roy', prenom: 'Inès', part: '20' };

const COMMON =
  "Elle est une œuvre de collaboration au sens de l'article L113-2, alinéa 1er, du CPI et, à ce titre, la propriété commune de ses coauteurs, qui exercent leurs droits d'un commun accord (article L113-3 du CPI).";
const ALL_SIGN = 'C’est pourquoi chacun d’eux est partie au présent contrat et le signe'.replace(
  /’/g,
  "'",
);
const NEW_USE =
  "Toute exploitation que le présent contrat ne prévoit pas requiert l'accord écrit de chacun des coauteurs.";
const SEPARATE =
  "chaque coauteur peut exploiter séparément sa contribution personnelle, sans toutefois porter préjudice à l'exploitation de l'Œuvre commune (article L113-3, alinéa 4, du CPI)";
const SOLE_AUTHOR = "qu'il est l'auteur de l'Œuvre";

const situations = [
  {
    name: 'two co-authors, a paid flat fee shared 60/40',
    input: { coauteurs: [COAUTHOR], remuneration: '2000' },
    needs: [
      'M. Marc Petit, né le 9 mars 1988 à Rennes, de nationalité française, demeurant 5 place des Lices, 35000 Rennes,',
      "ci-après dénommé(e)s ensemble « le Cédant », agissant en qualité de coauteurs de l'Œuvre,".replace(
        'dénommé(e)s',
        'dénommés',
      ),
      'ŒUVRE DE COLLABORATION',
      "L'Œuvre a été créée par Léa Durand et Marc Petit.",
      COMMON,
      ALL_SIGN,
      NEW_USE,
      SEPARATE,
      'est répartie entre les coauteurs comme suit :',
      'Léa Durand : 60 % (soit 1 200 €) ;',
      'Marc Petit : 40 % (soit 800 €).',
      'Le Cessionnaire verse à chaque coauteur sa part directement',
      "Les personnes formant le Cédant sont les coauteurs de l'œuvre décrite à l'article 1.",
      "que l'Œuvre, originale, n'a pas d'autres auteurs que les coauteurs désignés en tête du présent contrat",
      'Le Cédant (coauteur) : Mme Léa Durand',
      'Le Cédant (coauteur) : M. Marc Petit',
      'Fait en trois exemplaires originaux, un pour chaque signataire.',
      '« © Léa Durand et Marc Petit »',
    ],
    forbids: [SOLE_AUTHOR, "Le Cédant est l'auteur de l'œuvre"],
  },
  {
    name: 'three co-authors, women only: « dénommées », each share printed',
    input: {
      auteur_info: { ...makeDraft().auteur_info },
      coauteurs: [
        { ...COAUTHOR, gentille: 'Mme', prenom: 'Maud', part: '30' },
        { ...SECOND, part: '30' },
      ],
      remuneration: '1000',
    },
    needs: [
      'ci-après dénommées ensemble « le Cédant »',
      "L'Œuvre a été créée par Léa Durand, Maud Petit et Inès Roy.",
      'Léa Durand : 40 % (soit 400 €) ;',
      'Maud Petit : 30 % (soit 300 €) ;',
      'Inès Roy : 30 % (soit 300 €).',
      'Fait en quatre exemplaires originaux',
    ],
    forbids: ['dénommés ensemble'],
  },
  {
    name: 'a share not typed yet: a blank, never a guessed split',
    input: { coauteurs: [{ ...COAUTHOR, part: '' }] },
    needs: ['Léa Durand : ____ % ;', 'Marc Petit : ____ %.'],
    forbids: ['Léa Durand : 100 %', 'Léa Durand : 50 %'],
  },
  {
    name: 'paid as a share of receipts: the percentage and the minimum are shared alike',
    input: {
      coauteurs: [COAUTHOR],
      mode_remuneration: 'proportionnelle',
      taux_proportionnel: '8',
      assiette: 'recettes_ht',
      remuneration: '',
      forfait_motifs: [],
    },
    needs: [
      "La rémunération proportionnelle et le minimum garanti prévus à l'article",
      'Léa Durand : 60 % ;',
      'Marc Petit : 40 %.',
    ],
    forbids: ['(soit'],
  },
  {
    name: 'a free authorisation: each co-author consents, no share',
    input: {
      coauteurs: [{ ...COAUTHOR, part: '' }],
      type_cession: 'Gratuite',
      remuneration: '',
      forfait_motifs: [],
    },
    needs: [
      "Chacun des coauteurs consent l'autorisation à titre gratuit.",
      'ci-après dénommés ensemble « le Concédant »',
      'Le Concédant (coauteur) : M. Marc Petit',
    ],
    forbids: ['répartie entre les coauteurs'],
  },
  {
    name: 'an exclusive assignment: no separate use that reproduces the common work',
    input: { coauteurs: [COAUTHOR], exclusivite: true },
    needs: [
      `${SEPARATE}, ni l'exploiter, pendant la Durée de la cession, sous une forme qui reproduirait l'Œuvre commune.`,
    ],
    forbids: [],
  },
  {
    name: 'combined, the first author being the person shown: « le Modèle » is that author alone',
    input: { type_contrat: TYPES.combined, coauteurs: [COAUTHOR], remuneration_image: '300' },
    needs: [
      '44000 Nantes, ci-après dénommée « le Modèle » dans la deuxième partie,',
      'ci-après dénommés ensemble « le Cédant » dans la première partie',
      'Le Cédant (coauteur), également dénommé le Modèle : Mme Léa Durand',
      'Le Cédant (coauteur) : M. Marc Petit',
    ],
    forbids: [],
  },
  {
    name: 'combined with a distinct model: the co-authors sign the first part only',
    input: {
      type_contrat: TYPES.combined,
      modele_distinct: true,
      modele_info: { ...PERSON, nom: 'Lune', prenom: 'Alix' },
      coauteurs: [COAUTHOR],
      remuneration_image: '300',
    },
    needs: [
      "« le Cédant », intervenant à la seule première partie du présent contrat (droits d'auteur) et aux dispositions communes, agissant en qualité de coauteurs",
      'Le Cédant (coauteur), pour la première partie et les dispositions communes : M. Marc Petit',
      'Le Modèle, pour la deuxième partie',
    ],
    forbids: [],
  },
  {
    name: 'an image-only contract ignores a co-author list left from a work',
    input: { type_contrat: TYPES.image, coauteurs: [COAUTHOR], remuneration: '500' },
    needs: [],
    forbids: ['coauteur', 'Marc Petit'],
  },
  {
    name: 'one author: the contract is unchanged',
    input: {},
    needs: [
      SOLE_AUTHOR,
      "si l'Œuvre a été créée avec d'autres auteurs, chacun d'eux doit également signer",
    ],
    forbids: ['coauteur', 'ŒUVRE DE COLLABORATION'],
  },
];

describe('LEGAL J13: co-authors of a work of collaboration', () => {
  it.each(situations)('$name', ({ input, needs, forbids }) => {
    const text = textOf(input);
    for (const s of needs) expect(text).toContain(s);
    for (const s of forbids) expect(text).not.toContain(s);
    for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
  });

  it('every co-author has a signature slot, which a signature request must fill', () => {
    const draft = makeDraft({ coauteurs: [COAUTHOR, SECOND] });
    expect(contractSignatories(draft, TODAY)).toEqual([
      { slot: 'auteur', role: 'cedant', name: 'Mme Léa Durand', roleLabel: 'Cédant' },
      { slot: 'coauteur1', role: 'cedant', name: 'M. Marc Petit', roleLabel: 'Cédant (coauteur)' },
      { slot: 'coauteur2', role: 'cedant', name: 'Mme Inès Roy', roleLabel: 'Cédant (coauteur)' },
      expect.objectContaining({ slot: 'cessionnaire' }),
    ]);
  });
});
