/**
 * Combined contract (docs/legal-review.md, section J « Contrat combiné »): the contract says whether
 * the Work depicts the model, from the answer `oeuvre_represente_modele`; the interlock of the two
 * parts and « représenté sur l'Œuvre » only when it does; the photographer's copyright note in
 * every combined contract. Over the real builder.
 */
import { describe, expect, it } from 'vitest';
import { BIRTH, FORBIDDEN, PERSON, TYPES, textOf } from '../test-drafts';

const combined = { type_contrat: [...TYPES.combined], remuneration_image: '300' };
const minorAuthorModel = { auteur_info: { ...PERSON, date_naissance: BIRTH.age17 } };
const INTERLOCK =
  "ne peut être exploitée que tant que la cession prévue à la première partie et l'autorisation";
const SCOPE = "Les utilisations de l'Œuvre en tant qu'elle représente";
const INDEPENDENT =
  "Les Parties déclarent que l'Œuvre ne représente pas le Modèle : la première partie s'exécute indépendamment de la deuxième";
const DEPICTS = "Les Parties déclarent que l'Œuvre représente le Modèle.";
const NOTE_HEADING = "DROITS D'AUTEUR SUR LES IMAGES";

const rows = [
  {
    name: 'the Work depicts the model',
    input: { ...combined, oeuvre_represente_modele: 'oui' },
    needs: [
      DEPICTS,
      INTERLOCK,
      SCOPE,
      NOTE_HEADING,
      "Les droits d'auteur sur l'Œuvre sont régis par la première partie.",
    ],
    forbids: [INDEPENDENT],
  },
  {
    name: 'the Work does not depict the model (a logo, with portraits apart)',
    input: { ...combined, oeuvre_represente_modele: 'non' },
    needs: [
      INDEPENDENT,
      NOTE_HEADING,
      "dont les droits d'auteur appartiennent à la personne qui les a réalisées",
    ],
    forbids: [DEPICTS, INTERLOCK, SCOPE, "en tant qu'elle représente"],
  },
  {
    name: 'an author-model whose Work does not show them: the Images carry no name, the Work its « © »',
    input: { ...combined, oeuvre_represente_modele: 'non', mention_auteur: 'nom' },
    needs: [
      INDEPENDENT,
      '« © Léa Durand »',
      'Les Images sont diffusées sans mention du nom du Modèle, sauf accord écrit de sa part',
    ],
    forbids: ["son nom accompagne les Images qui reproduisent l'Œuvre"],
  },
  {
    name: "a minor author who is the model, shown on the Work: unnamed, « représenté sur l'Œuvre »",
    input: { ...combined, ...minorAuthorModel, oeuvre_represente_modele: 'oui' },
    needs: ["l'auteur étant mineur et représenté sur l'Œuvre", DEPICTS],
    forbids: ['© Léa Durand'],
  },
  {
    name: "a minor author who is the model, not shown on the Work: named, never « représenté sur l'Œuvre »",
    input: { ...combined, ...minorAuthorModel, oeuvre_represente_modele: 'non' },
    needs: ['« © Léa Durand »', INDEPENDENT],
    forbids: ["représenté sur l'Œuvre", "en tant que l'Œuvre représente"],
  },
  {
    name: 'a child model of ten not shown on the Work: the copyright part is not bound by the L7124-1 condition',
    input: {
      ...combined,
      modele_distinct: true,
      modele_info: { ...PERSON, prenom: 'Zoé', date_naissance: BIRTH.age10 },
      oeuvre_represente_modele: 'non',
    },
    needs: [INDEPENDENT],
    forbids: ["En tant que l'Œuvre représente le Modèle, la première partie est conclue"],
  },
];

describe('combined contract: does the Work depict the model?', () => {
  it.each(rows)('$name', ({ input, needs, forbids }) => {
    const text = textOf(input);
    for (const sentence of needs) expect(text).toContain(sentence);
    for (const sentence of forbids) expect(text).not.toContain(sentence);
    for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
  });
});
