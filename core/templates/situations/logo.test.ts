/**
 * LEGAL J11 (docs/legal-review.md section J): a logo — the right to file it as a mark, a design
 * and in domain names, the author's undertaking not to file or oppose and to sign what the filings
 * need, redesigns as answered, transfer with the business, the credit agreed in the legal notice,
 * and no droit de suite article for a logo that exists only as files (L711-3 CPI).
 */
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, textOf } from '../test-drafts';

const LOGO = { nature_oeuvre: 'logo', exclusivite: true, forfait_motifs: ['sans_recettes'] };
const FILING =
  "la cession comprend le droit de la déposer et de la faire enregistrer, seule ou avec d'autres éléments, à titre de marque et de dessin ou modèle";
const UNDERTAKING =
  "Le Cédant s'interdit, pendant la Durée de la cession, de déposer ou de faire enregistrer l'Œuvre";
const NO_FILING = "ne permet pas de déposer l'Œuvre à titre de marque";
const SUITE = 'DROIT DE SUITE';

const situations = [
  {
    name: 'an exclusive paid logo, redesigns granted, files only',
    input: { ...LOGO, droits_cedes: ['adaptation'], oeuvre_graphique: true },
    needs: [
      'MARQUE, DESSIN ET MODÈLE, NOM DE DOMAINE',
      FILING,
      "d'en reprendre les éléments verbaux dans des noms de domaine",
      UNDERTAKING,
      '(article L711-3 du CPI). Il signe, à la demande et aux frais du Cessionnaire, les documents que ces dépôts',
      "Les évolutions de l'Œuvre sont celles que permet le droit d'adaptation défini à l'article",
      "Les droits cédés et les titres de propriété industrielle qui reprennent l'Œuvre peuvent être transmis ensemble, avec le fonds de commerce",
      'les Parties conviennent que la mention « © Léa Durand » ou toute autre mention indiquée par écrit par le Cédant figure dans les mentions légales du site internet du Cessionnaire',
    ],
    forbids: [
      SUITE,
      'droit de suite',
      NO_FILING,
      "Aucun droit d'adaptation n'étant cédé",
      "ne constitue pas l'élément essentiel",
    ],
  },
  {
    name: 'an exclusive logo without the adaptation right, for ten years',
    input: { ...LOGO, duree_annees: 10 },
    needs: [
      FILING,
      "Aucun droit d'adaptation n'étant cédé, toute évolution graphique de l'Œuvre, même en vue d'un nouveau dépôt, requiert l'accord préalable et écrit du Cédant.",
      'Les titres ainsi obtenus ne peuvent être exploités au-delà de la Durée de la cession sans nouvel accord écrit du Cédant.',
    ],
    forbids: [SUITE],
  },
  {
    name: 'a non-exclusive logo: no filing, and the contract says why',
    input: { ...LOGO, exclusivite: false },
    needs: [`La présente cession, non exclusive, ${NO_FILING}`],
    forbids: [FILING, UNDERTAKING],
  },
  {
    name: 'a free logo grant: no filing either',
    input: { ...LOGO, exclusivite: false, type_cession: 'Gratuite' },
    needs: [`La présente autorisation, gratuite et non exclusive, ${NO_FILING}`],
    forbids: [FILING],
  },
  {
    name: 'a logo without a website: the credit in the legal notice of its publications',
    input: { ...LOGO, supports: ['reseaux_sociaux'] },
    needs: [
      'dans les mentions légales ou la page de crédits des publications du Cessionnaire qui en comportent',
    ],
    forbids: ['mentions légales du site internet'],
  },
  {
    name: 'a hand-drawn logo whose original the author keeps: the droit de suite stays reserved',
    input: { ...LOGO, oeuvre_graphique: true, original: 'conserve' },
    needs: [SUITE, 'conserve son droit de suite (article L122-8 du CPI)'],
    forbids: [],
  },
];

describe('LEGAL J11: a logo or visual identity', () => {
  it.each(situations)('$name', ({ input, needs, forbids }) => {
    const text = textOf(input);
    for (const s of needs) expect(text).toContain(s);
    for (const s of forbids) expect(text).not.toContain(s);
    for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
  });

  it('an illustration with a material original keeps its droit de suite article, no filing article', () => {
    const text = textOf({
      nature_oeuvre: 'illustration',
      oeuvre_graphique: true,
      original: 'remis',
    });
    expect(text).toContain(SUITE);
    expect(text).not.toContain('MARQUE, DESSIN ET MODÈLE');
  });

  it('an illustration that exists only as files has no droit de suite article either', () => {
    const text = textOf({
      nature_oeuvre: 'illustration',
      oeuvre_graphique: true,
      original: 'numerique',
    });
    expect(text).not.toContain(SUITE);
  });
});
