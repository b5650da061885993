/**
 * Licence instead of assignment (LEGAL J12; docs/legal-review.md section J): an « autorisation
 * d'exploitation » non exclusive, no transfer of ownership, worded as such throughout (title,
 * object, parties), with the use, print-run cap and end client answered and sensitive uses
 * excluded; a micro-licence price under 10 € is accepted. Over the real builder.
 */
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, TYPES, textOf } from '../test-drafts';

const licence = { nature_contrat: 'licence', licence_usage: 'commerciale' };
const NO_TRANSFER =
  "elle n'emporte aucun transfert de la propriété des droits patrimoniaux d'auteur sur l'Œuvre, que le Concédant conserve en totalité";
const SENSITIVE = 'à des fins de propagande politique, syndicale ou religieuse';
const ASSIGNMENT_WORDS = [
  'CONTRAT DE CESSION',
  'Cessionnaire',
  'Cédant',
  'Droits cédés',
  'DROITS CÉDÉS',
  'La cession',
  'la cession',
  'Les droits sont cédés',
  // A licence transfers nothing: its payment article says when it takes effect, not a transfer.
  'PAIEMENT ET TRANSFERT DES DROITS',
  'Paiement et transfert des droits',
  'demeure titulaire des droits',
];

const rows = [
  {
    name: 'a paid commercial licence with a print-run cap and an end client',
    input: { ...licence, licence_tirage_max: 5000, licence_client_final: 'Boulangerie Martin' },
    needs: [
      "CONTRAT DE LICENCE NON EXCLUSIVE D'EXPLOITATION DE DROITS D'AUTEUR",
      '« le Concédant »',
      '« le Licencié »',
      'la licence non exclusive, consentie par le Concédant au Licencié à titre onéreux et sans transfert de propriété',
      NO_TRANSFER,
      'La licence est consentie à titre non exclusif',
      'La licence est consentie pour un usage commercial',
      'un tirage total de cinq mille (5 000) exemplaires',
      'pour le compte de son client Boulangerie Martin',
      SENSITIVE,
      'En contrepartie de la licence',
      "Le Licencié ne peut transmettre à un tiers sa qualité de partie au présent contrat sans l'accord",
    ],
    forbids: [...ASSIGNMENT_WORDS, 'à titre exclusif'],
  },
  {
    name: 'a micro-licence (5 €) for an editorial use, without cap or end client',
    input: { ...licence, licence_usage: 'editoriale', remuneration: '5' },
    needs: [
      'La licence est consentie pour un usage éditorial',
      'Elle exclut toute utilisation publicitaire',
      'cinq euros (5 €)',
      NO_TRANSFER,
      "La licence ne prend effet qu'au paiement intégral de la rémunération prévue à l'article",
      "jusqu'à ce paiement, le Licencié ne peut exploiter l'Œuvre.",
      // A5b: a token price does not buy the legal term.
      'La licence est consentie pour une durée de cinq (5) ans',
    ],
    forbids: [
      ...ASSIGNMENT_WORDS,
      'tirage total',
      'pour le compte de son client',
      'durée de la protection légale',
    ],
  },
  {
    name: 'a licence paid by royalties with a minimum guarantee takes effect on its payment',
    input: {
      ...licence,
      mode_remuneration: 'proportionnelle',
      taux_proportionnel: '8',
      assiette: 'recettes_ht',
      minimum_garanti: '200',
      forfait_motifs: [],
    },
    needs: [
      NO_TRANSFER,
      "La licence ne prend effet qu'au paiement du minimum garanti prévu à l'article",
      "jusqu'à ce paiement, le Licencié ne peut exploiter l'Œuvre.",
    ],
    forbids: ASSIGNMENT_WORDS,
  },
  {
    name: 'a licence in a combined contract: the copyright part is licensed, the image authorised',
    input: {
      ...licence,
      type_contrat: [...TYPES.combined],
      remuneration_image: '300',
      oeuvre_represente_modele: 'oui',
    },
    needs: [
      "CONTRAT DE LICENCE DE DROITS D'AUTEUR ET D'AUTORISATION D'EXPLOITATION DE L'IMAGE",
      NO_TRANSFER,
      'ne peut être exploitée que tant que la licence prévue à la première partie',
      "distincte du prix de la licence des droits d'auteur",
    ],
    forbids: ['Cessionnaire', 'Droits cédés', 'la cession prévue'],
  },
  {
    name: 'an assignment stays an assignment',
    input: {},
    needs: ["CONTRAT DE CESSION DE DROITS D'AUTEUR", 'Cessionnaire', 'Droits cédés'.toUpperCase()],
    forbids: ['Licencié', NO_TRANSFER],
  },
];

describe('licence instead of assignment (LEGAL J12)', () => {
  it.each(rows)('$name', ({ input, needs, forbids }) => {
    const text = textOf(input);
    for (const sentence of needs) expect(text).toContain(sentence);
    for (const sentence of forbids) expect(text).not.toContain(sentence);
    for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
  });
});
