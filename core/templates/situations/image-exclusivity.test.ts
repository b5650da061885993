/**
 * Paid image exclusivity (LEGAL J22; docs/legal-review.md section J): a paid authorisation may be
 * exclusive in one named sector, for its duration and territory only, with its own price line; a
 * free one never is. Over the real builder.
 */
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, PERSON, TYPES, textOf } from '../test-drafts';

const exclusive = {
  exclusivite_image: true,
  exclusivite_secteur: 'cosmétiques',
  remuneration_exclusivite: '900',
};
const SECTOR =
  "L'autorisation est consentie à titre exclusif dans le seul secteur d'activité suivant : cosmétiques.";
const LIMITS = "s'interdit, pendant la Durée et sur le Territoire définis à l'article";
const ELSEWHERE = "Cette exclusivité ne s'étend à aucun autre secteur";
const PRICE_LINE =
  "une rémunération forfaitaire de neuf cents euros (900 €), distincte de celle de l'autorisation";
const NON_EXCLUSIVE = "L'autorisation est consentie à titre non exclusif";

const rows = [
  {
    name: 'an image-only paid authorisation, exclusive in one sector',
    input: { type_contrat: [...TYPES.image], remuneration: '600', ...exclusive },
    needs: [
      "EXCLUSIVITÉ DE L'IMAGE",
      SECTOR,
      LIMITS,
      ELSEWHERE,
      PRICE_LINE,
      'six cents euros (600 €)',
    ],
    forbids: [NON_EXCLUSIVE],
  },
  {
    name: 'a combined contract with a distinct model paid for the exclusivity',
    input: {
      type_contrat: [...TYPES.combined],
      remuneration_image: '300',
      oeuvre_represente_modele: 'oui',
      modele_distinct: true,
      modele_info: { ...PERSON, prenom: 'Inès' },
      ...exclusive,
    },
    needs: [SECTOR, LIMITS, PRICE_LINE, "distincte du prix de la cession des droits d'auteur"],
    forbids: [NON_EXCLUSIVE],
  },
  {
    name: 'the exclusivity answer unticked: non-exclusive, no sector, no price line',
    input: { type_contrat: [...TYPES.image], remuneration: '600' },
    needs: [NON_EXCLUSIVE],
    forbids: [SECTOR, PRICE_LINE, "EXCLUSIVITÉ DE L'IMAGE"],
  },
  {
    name: 'a free authorisation is never exclusive, whatever the stale answer says',
    input: {
      type_contrat: [...TYPES.image],
      type_cession: 'Gratuite',
      remuneration: '',
      ...exclusive,
    },
    needs: [NON_EXCLUSIVE],
    forbids: [SECTOR, PRICE_LINE],
  },
];

describe('paid image exclusivity (LEGAL J22)', () => {
  it.each(rows)('$name', ({ input, needs, forbids }) => {
    const text = textOf(input);
    for (const sentence of needs) expect(text).toContain(sentence);
    for (const sentence of forbids) expect(text).not.toContain(sentence);
    for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
  });
});
