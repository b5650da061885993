/**
 * LEGAL J17: foreign parties over the real builder. A company abroad is identified by its own
 * register, with no RCS, SIREN or capital it has not got; a French author paid by a business of
 * another EU state prints « Autoliquidation » with both VAT numbers and no French VAT; French
 * parties read exactly as before.
 */
import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_COMPANY,
  BELGIAN_COMPANY,
  COMPANY,
  FORBIDDEN,
  PERSON,
  TYPES,
  textOf,
} from '../test-drafts';

const BELGIAN = BELGIAN_COMPANY;
const BELGIAN_ASSIGNEE = { ...ASSIGNEE_COMPANY, ...BELGIAN };
const FRENCH_AUTHOR = { ...PERSON, numero_tva: 'FR12345678901' };
const REVERSE_CHARGE = [
  "Ce montant s'entend hors taxe sur la valeur ajoutée : le Cessionnaire étant un assujetti établi dans un autre État membre de l'Union européenne, la prestation est imposable dans cet État et non en France (article 259, 1°, du Code général des impôts), et la taxe y est due par le Cessionnaire selon le mécanisme de l'autoliquidation.",
  "La facture porte la mention « Autoliquidation » ainsi que le numéro d'identification à la taxe sur la valeur ajoutée du Cédant (FR12345678901) et celui du Cessionnaire (BE0123456789) (article 242 nonies A de l'annexe II au Code général des impôts).",
];
const BELGIAN_IDENTITY =
  'La société Atelier Bruxellois, SRL, immatriculée au registre Banque-Carrefour des Entreprises sous le numéro 0123.456.789, identifiée à la taxe sur la valeur ajoutée sous le numéro BE0123456789, dont le siège social est situé 10 rue Neuve, 1000 Bruxelles, Belgique';

type Row = { name: string; input: Record<string, unknown>; says: string[]; never: string[] };

const ROWS: Row[] = [
  {
    name: 'a French author paid by a Belgian business: reverse charge, both VAT numbers',
    input: {
      auteur_info: FRENCH_AUTHOR,
      entreprise_info: BELGIAN_ASSIGNEE,
      tva_regime: 'autoliquidation_ue',
    },
    says: [...REVERSE_CHARGE, BELGIAN_IDENTITY],
    never: [
      'registre du commerce et des sociétés',
      'au capital de',
      'la taxe sur la valeur ajoutée (TVA) au taux en vigueur',
      'article 182 B',
      'établi hors de France',
    ],
  },
  {
    name: 'a combined contract: the image line says the same, author to the Belgian business',
    input: {
      type_contrat: [...TYPES.combined],
      remuneration_image: '300',
      oeuvre_represente_modele: 'oui',
      auteur_info: FRENCH_AUTHOR,
      entreprise_info: BELGIAN_ASSIGNEE,
      tva_regime: 'autoliquidation_ue',
    },
    says: [
      "Lorsque la rémunération n'est pas versée à titre de salaire, ce montant s'entend hors taxe sur la valeur ajoutée : le Bénéficiaire étant un assujetti établi dans un autre État membre",
      REVERSE_CHARGE[0]!,
    ],
    never: ['registre du commerce et des sociétés'],
  },
  {
    name: 'a Belgian company author: its own register, no SIREN, no capital',
    input: { auteur_type: 'Personne morale', auteur_info: { ...COMPANY, ...BELGIAN } },
    says: [BELGIAN_IDENTITY, 'ci-après dénommée « le Cédant »'],
    never: ['Lyon sous le numéro', '812 345 678', 'au capital de 5 000'],
  },
  {
    name: 'a foreign company that typed a SIREN anyway: not printed',
    input: {
      auteur_type: 'Personne morale',
      auteur_info: { ...COMPANY, ...BELGIAN, siren: '812 345 678', rcs_ville: 'Lyon' },
    },
    says: ['immatriculée au registre Banque-Carrefour des Entreprises sous le numéro 0123.456.789'],
    never: ['812 345 678', 'registre du commerce et des sociétés de Lyon'],
  },
  {
    name: 'French parties: exactly as before',
    input: { auteur_type: 'Personne morale', auteur_info: COMPANY },
    says: [
      'La société Studio Lumière, SAS au capital de 5 000 €, immatriculée au registre du commerce et des sociétés de Lyon sous le numéro 812 345 678, dont le siège social est situé 3 rue Mercière, 69002 Lyon',
      'immatriculée au registre du commerce et des sociétés de Paris sous le numéro 987 654 321, dont le siège social est situé 1 rue de Rivoli, 75001 Paris',
    ],
    never: ['Autoliquidation', 'identifiée à la taxe sur la valeur ajoutée', 'Belgique'],
  },
];

describe('foreign parties (LEGAL J17)', () => {
  it.each(ROWS)('$name', ({ input, says, never }) => {
    const text = textOf(input);
    for (const sentence of says) expect(text).toContain(sentence);
    for (const phrase of never) expect(text).not.toContain(phrase);
    for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
  });
});
