/**
 * Child model under sixteen (docs/legal-review.md, section J « Enfant mannequin »): the contract is
 * concluded on the prefect's authorisation, printed with its reference and date; the child's
 * opinion goes to the authority; erasure cites RGPD art. 17 alone; an early end of a paid
 * authorisation refunds pro rata; the employment contract (IDCC 2397) is required and is not this
 * deed. Over the real builder.
 */
import { describe, expect, it } from 'vitest';
import { BIRTH, FORBIDDEN, PERSON, TYPES, textOf } from '../test-drafts';

const AUTHORISED = {
  autorisation_prefectorale: { reference: 'arrêté préfectoral n° 2026-123', date: '2026-03-02' },
};
const image = { type_contrat: [...TYPES.image], ...AUTHORISED };
const child = (age: keyof typeof BIRTH) => ({
  auteur_info: { ...PERSON, prenom: 'Zoé', date_naissance: BIRTH[age] },
});
const distinct = (age: keyof typeof BIRTH) => ({
  type_contrat: [...TYPES.combined],
  remuneration_image: '300',
  modele_distinct: true,
  modele_info: { ...PERSON, prenom: 'Zoé', date_naissance: BIRTH[age] },
  ...AUTHORISED,
});
const free = { type_cession: 'Gratuite' };

const REFERENCE =
  "Référence de l'autorisation préfectorale ou de l'agrément de l'agence de mannequins : arrêté préfectoral n° 2026-123, délivré le 2 mars 2026.";
const EMPLOYMENT =
  "La pose de l'enfant comme mannequin fait l'objet d'un contrat de travail écrit, distinct du présent contrat";
const IDCC = 'convention collective nationale des mannequins (IDCC 2397)';
const NOT_THIS = "Le présent contrat, qui autorise l'exploitation des Images, n'en tient pas lieu.";
const OPINION =
  "son avis favorable écrit est requis (article L7124-2 du Code du travail) : il est donné par écrit à l'autorité qui délivre l'autorisation, et ne résulte pas de la signature du présent contrat.";
const REFUND =
  'la part des sommes déjà versées qui correspond à cette période est restituée au Bénéficiaire';
const ERASURE = "il peut en demander l'effacement (article 17 du RGPD)";

type Row = {
  name: string;
  input: Record<string, unknown>;
  needs: string[];
  forbids: (string | RegExp)[];
};

const rows: Row[] = [
  {
    name: 'paid catalogue, ten-year-old, image only',
    input: { ...image, ...child('age10') },
    needs: [REFERENCE, EMPLOYMENT, IDCC, NOT_THIS, ERASURE, REFUND, 'Caisse des dépôts'],
    forbids: [
      'condition suspensive',
      'en signant',
      'article 17, paragraphe 1, f',
      '78-17',
      OPINION, // under thirteen: no opinion asked
      'restent acquises au Modèle',
    ],
  },
  {
    name: 'paid catalogue, fourteen-year-old, image only',
    input: { ...image, ...child('age14') },
    needs: [REFERENCE, OPINION, EMPLOYMENT, IDCC, NOT_THIS, ERASURE, REFUND],
    forbids: ['en signant', 'condition suspensive', 'article 17, paragraphe 1, f', '78-17'],
  },
  {
    name: 'free modelling use, fourteen-year-old',
    input: { ...image, ...free, ...child('age14') },
    needs: [REFERENCE, OPINION, EMPLOYMENT, IDCC, NOT_THIS, ERASURE],
    // Nothing paid, nothing to refund.
    forbids: ['en signant', REFUND, 'Caisse des dépôts', '78-17'],
  },
  {
    name: 'combined contract, distinct model of fourteen',
    input: distinct('age14'),
    needs: [REFERENCE, OPINION, EMPLOYMENT, IDCC, ERASURE, REFUND],
    forbids: ['en signant la deuxième partie', 'condition suspensive', '78-17'],
  },
  {
    name: 'a seventeen-year-old: none of the under-16 rules',
    input: { ...image, ...child('age17') },
    needs: [ERASURE],
    forbids: [REFERENCE, EMPLOYMENT, IDCC, OPINION, REFUND, 'L7124-1'],
  },
  {
    name: 'a child of ten whose images serve no modelling activity',
    input: { ...image, ...child('age10'), activite_mannequin: 'non' },
    needs: ["les Images ne relèvent pas d'une activité de mannequin", ERASURE],
    forbids: [REFERENCE, EMPLOYMENT, REFUND],
  },
];

describe('child model under sixteen (C. trav. L7124-1, L7124-2; RGPD art. 17)', () => {
  it.each(rows)('$name', ({ input, needs, forbids }) => {
    const text = textOf(input);
    for (const sentence of needs) expect(text).toContain(sentence);
    for (const sentence of forbids)
      if (typeof sentence === 'string') expect(text).not.toContain(sentence);
      else expect(text).not.toMatch(sentence);
    for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
  });

  it('the paid withdrawal by the parents refunds pro rata; an adult model keeps what was paid', () => {
    const withdrawal = (text: string) =>
      text.slice(
        text.indexOf("RETRAIT DE L'AUTORISATION"),
        text.indexOf('ARTICLE', text.indexOf("RETRAIT DE L'AUTORISATION")),
      );
    const childClause = withdrawal(textOf({ ...image, ...child('age14') }));
    expect(childClause).toContain(
      "La rémunération des Images est réduite à proportion de la période restant à courir, à la prise d'effet du retrait, jusqu'au terme de la Durée",
    );
    expect(childClause).toContain("sans aucune retenue ni indemnité à la charge de l'enfant");
    const adultClause = withdrawal(textOf({ type_contrat: [...TYPES.image] }));
    expect(adultClause).toContain('restent acquises au Modèle');
    expect(adultClause).not.toContain('restituée');
  });
});
