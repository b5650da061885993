import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractDocument, ContractElement, ElementStyle } from '@core/schemas/document';
import { AUTEUR, IMAGE } from '@core/answers/draft';
import { draftSchema } from '@core/schemas/draft';
import { buildContract } from '@core/templates/build-contract';
import { ASSIGNEE_COMPANY } from '@core/templates/test-drafts';
import { pdfPages, pdfText } from '../fixtures/read-pdf';
import { loadPdfAssets } from './assets';
import { createNativeEngine } from './typst-engine';
import type { TypstEngine } from './typst-engine';

/**
 * legal review v2 in the PDF: the « modèle de contrat type » notice on a page of its own after the
 * signed deed (H13), and proper names never hyphenated across lines (F v2).
 */
const TODAY = new Date(2026, 10, 21);
const NAMES = {
  prenom: 'Maximilienne',
  nom: 'Vandenbroucke-Schwarzenberg',
  naissance: 'Aix-en-Provence',
  societe: 'Constantinopolitaine Productions',
  representant: 'Oberhollenzer',
  lieu: 'Saint-Rémy-de-Provence',
} as const;

const draft = (types: string[]) =>
  draftSchema.parse({
    type_contrat: types,
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    auteur_info: {
      gentille: 'Mme',
      prenom: NAMES.prenom,
      nom: NAMES.nom,
      date_naissance: '1990-04-12',
      lieu_naissance: NAMES.naissance,
      nationalite: 'Française',
      adresse: '12 rue des Lilas',
      code_postal: '13100',
      ville: NAMES.naissance,
    },
    description_oeuvre: 'Illustration « Forêt d’automne »',
    description_image: 'Trois photographies prises au studio',
    remuneration: '1500',
    remuneration_image: '300',
    entreprise_info: {
      ...ASSIGNEE_COMPANY,
      nom: NAMES.societe,
      representant_nom: NAMES.representant,
      ville: NAMES.lieu,
    },
    lieu_signature: NAMES.lieu,
  });

let a4: TypstEngine;
let narrow: TypstEngine;
beforeAll(() => {
  a4 = createNativeEngine(loadPdfAssets());
  // The same template on a 65 mm text width, so that names keep landing at line ends.
  const assets = loadPdfAssets();
  const template = assets.template
    .replace('paper: "a4",', 'width: 75mm, height: 297mm,')
    .replace('margin: (x: 15mm', 'margin: (x: 5mm');
  expect(template).not.toBe(assets.template);
  expect(template).toContain('width: 75mm');
  narrow = createNativeEngine({ ...assets, template });
});

const count = (text: string, needle: string) => text.split(needle).length - 1;
/** The PDF text on one line: footers dropped, line and page breaks read as spaces (they are not hyphenation). */
const flatText = (pdf: Uint8Array) =>
  pdfText(pdf)
    .split('\n')
    .filter((line) => !/^\s*(Page \d+ \/ \d+|Paraphes)\s*$/.test(line))
    .join(' ')
    .replace(/[\s\f]+/g, ' ');

describe('the notice outside the signed deed (legal review H13)', () => {
  it.each([
    ['auteur', [AUTEUR]],
    ['image', [IMAGE]],
    ['combined', [AUTEUR, IMAGE]],
  ])(
    '%s: the last page holds the notice alone, without page number or initials box',
    (_name, types) => {
      const pages = pdfPages(
        a4.compile(JSON.stringify(buildContract(draft(types), { today: TODAY }))),
      );
      const last = pages.at(-1) ?? '';
      expect(last.trimStart().startsWith('Avertissement')).toBe(true);
      expect(last).toContain('modèle de contrat type');
      expect(last).toContain('ne fait pas partie du contrat');
      expect(last).not.toMatch(/Page \d|Paraphes|Signature/);
      const deed = pages.slice(0, -1);
      deed.forEach((page, i) => {
        expect(page).not.toContain('modèle de contrat type');
        expect(page).toContain(`Page ${i + 1} / ${deed.length}`);
      });
      expect(deed.at(-1)).toMatch(/Fait à .*Signature\s*:/);
      expect(deed.join('\n')).not.toContain('Lu et approuvé');
    },
  );

  it('a document without signatures (edited, or no contract type) keeps one run of numbered pages', () => {
    const body = (id: string, style: ElementStyle, text: string): ContractElement => ({
      id,
      type: 'paragraph',
      style,
      runs: [{ text }],
    });
    const doc: ContractDocument = {
      title: 'Sans signature',
      lang: 'fr',
      elements: [
        body('t', 'ContractTitle', 'Contrat'),
        body('b', 'ContractBody', 'Texte.'),
        body('n', 'ContractNotice', 'Note.'),
      ],
    };
    const pages = pdfPages(a4.compile(JSON.stringify(doc)));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Page 1 / 1');
  });
});

describe('proper names are never hyphenated across lines (legal review F v2)', () => {
  it('a whole contract with long names, laid out narrow: every name reads whole', () => {
    const doc = buildContract(draft([AUTEUR, IMAGE]), { today: TODAY });
    const pdf = narrow.compile(JSON.stringify(doc));
    const flat = flatText(pdf);
    // Some line ends are hyphenated (common words still are), so the layout does put words there.
    expect(pdfText(pdf)).toMatch(/\p{Ll}\u00AD\n/u);
    for (const name of Object.values(NAMES)) {
      const expected = count(JSON.stringify(doc), name);
      expect(expected, name).toBeGreaterThan(0);
      expect(count(flat, name), name).toBe(expected);
    }
  });

  it('names at every position of a line: never split, neither by hyphenation nor at their own hyphens', () => {
    const names = [
      `${NAMES.prenom} ${NAMES.nom}`,
      NAMES.naissance,
      NAMES.societe,
      `Wolfgang ${NAMES.representant}`,
      NAMES.lieu,
    ];
    const elements: ContractElement[] = Array.from({ length: 60 }, (_, i) => ({
      id: `p${i}`,
      type: 'paragraph',
      style: 'ContractBody',
      runs: [
        {
          text: `${'la société '.repeat(i % 7)}${'x'.repeat(i % 5)} représentée par ${names[i % 5]}, demeurant à ${names[(i + 2) % 5]}, ci-après « le Cessionnaire ».`,
        },
      ],
    }));
    const doc: ContractDocument = { title: 'Noms', lang: 'fr', elements };
    const flat = flatText(narrow.compile(JSON.stringify(doc)));
    for (const name of names) expect(count(flat, name), name).toBe(24);
    // The defined terms written with a capital are not hyphenated either.
    expect(flat).not.toMatch(/Ces\S*\u00AD/);
  });
});
