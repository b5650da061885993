/**
 * LEGAL J2 (docs/legal-review.md section J): the flat fee rests on the L131-4 grounds the user
 * stated as facts, one sentence per ground; where none holds, the contract offers the legal rule —
 * a percentage of receipts with its base, an optional minimum guarantee and statements.
 */
import { describe, expect, it } from 'vitest';
import { COMPANY, FORBIDDEN, textOf } from '../test-drafts';

const ACCESSORY = "dont elle ne constitue pas l'élément essentiel";
const NOTHING_SOLD =
  "Ni l'œuvre ni aucun produit qui la reproduit ne sont destinés à être vendus ou loués au public";
const COST =
  "Les frais des opérations de calcul et de contrôle d'une participation proportionnelle seraient hors de proportion";
const FLAT = 'est en conséquence fixée forfaitairement';
const SHARE = 'une rémunération proportionnelle égale à';

const situations = [
  {
    name: 'a logo used for communication: nothing sold',
    input: { nature_oeuvre: 'logo', forfait_motifs: ['sans_recettes'] },
    needs: [NOTHING_SOLD, "conformément à l'article L131-4, alinéa 2, 1° et 2°, du Code"],
    forbids: [ACCESSORY, COST, SHARE, "l'objet principal"],
  },
  {
    name: 'an illustration on products sold, accessory to them',
    input: { forfait_motifs: ['element_accessoire'], droits_cedes: ['distribution'] },
    needs: [
      ACCESSORY,
      'alinéa 2, 1° et 4°, du Code',
      "Ce forfait ne rémunère pas la vente ou la location d'exemplaires dont l'Œuvre est l'objet principal",
    ],
    forbids: [NOTHING_SOLD, COST],
  },
  {
    name: 'counting would cost too much, copies sold',
    input: { forfait_motifs: ['controle_disproportionne'], droits_cedes: ['distribution'] },
    needs: [COST, 'alinéa 2, 3°, du Code'],
    forbids: [ACCESSORY, NOTHING_SOLD, "l'objet principal"],
  },
  {
    name: 'two grounds together',
    input: { forfait_motifs: ['sans_recettes', 'controle_disproportionne'] },
    needs: [NOTHING_SOLD, COST, 'alinéa 2, 1°, 2° et 3°, du Code'],
    forbids: [ACCESSORY],
  },
  {
    name: 'no ground answered yet: a blank, never a guessed ground',
    input: { forfait_motifs: [] },
    needs: [
      "fixée forfaitairement, dans le cas suivant de l'article L131-4, alinéa 2, du Code de la propriété intellectuelle (ci-après « CPI ») : ____.",
    ],
    forbids: [ACCESSORY, NOTHING_SOLD, COST],
  },
  {
    name: 'the legal rule: a percentage of the public price, a minimum guarantee, statements',
    input: {
      mode_remuneration: 'proportionnelle',
      taux_proportionnel: '7,5',
      assiette: 'prix_public_ht',
      minimum_garanti: '500',
      droits_cedes: ['distribution'],
      forfait_motifs: [],
    },
    needs: [
      "consiste en une participation proportionnelle aux recettes provenant de l'exploitation de l'œuvre, conformément à l'article L131-4, alinéa 1er",
      `${SHARE} sept virgule cinq pour cent (7,5 %) du prix de vente au public hors taxes de chaque exemplaire de l'Œuvre`,
      'un minimum garanti de cinq cents euros (500 €). Ce minimum reste acquis au Cédant',
      "La cession ne prend effet qu'au paiement du minimum garanti prévu à l'article",
      'RELEVÉS DE COMPTES ET PAIEMENT',
      "le nombre d'exemplaires vendus ou loués et leur prix, ou les recettes encaissées, l'assiette retenue, le pourcentage appliqué et la somme due",
      'déduction faite du minimum garanti tant que celui-ci n',
      'faire vérifier par un expert-comptable de son choix les comptes du Cessionnaire',
      'Chaque somme due au titre du présent article',
    ],
    forbids: [
      FLAT,
      'rémunération forfaitaire',
      'paiement intégral',
      'mille cinq cents euros',
      "l'objet principal",
    ],
  },
  {
    name: 'a share of the receipts without a minimum: no effect on payment',
    input: {
      mode_remuneration: 'proportionnelle',
      taux_proportionnel: '10',
      assiette: 'recettes_ht',
    },
    needs: [`${SHARE} dix pour cent (10 %) des recettes hors taxes encaissées par le Cessionnaire`],
    forbids: ['minimum garanti', 'paiement intégral', "ne prend effet qu'au paiement"],
  },
  {
    name: 'a company assignor paid a share: L131-4 not addressed to it',
    input: {
      mode_remuneration: 'proportionnelle',
      taux_proportionnel: '8',
      assiette: 'recettes_ht',
      auteur_type: 'Personne morale',
      auteur_info: COMPANY,
    },
    needs: [
      'La rémunération prévue au présent contrat, une participation proportionnelle aux recettes, est en conséquence fixée par les Parties.',
      `${SHARE} huit pour cent (8 %)`,
    ],
    forbids: [
      "consiste en une participation proportionnelle aux recettes provenant de l'exploitation de l'œuvre, conformément",
    ],
  },
  {
    name: 'a commissioned work paid a share: it takes effect on delivery, not on a price',
    input: {
      mode_remuneration: 'proportionnelle',
      taux_proportionnel: '8',
      assiette: 'recettes_ht',
      oeuvre_a_creer: true,
      livraison_date: '2027-01-15',
    },
    needs: ["La cession prend effet à la livraison de l'Œuvre ; la Durée"],
    forbids: ['paiement intégral du prix'],
  },
];

describe('LEGAL J2: the flat fee and the share of receipts', () => {
  it.each(situations)('$name', ({ input, needs, forbids }) => {
    const text = textOf(input);
    for (const s of needs) expect(text).toContain(s);
    for (const s of forbids) expect(text).not.toContain(s);
    for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
  });
});
