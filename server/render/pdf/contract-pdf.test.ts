import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractDocument, ContractElement } from '@core/schemas/document';
import { buildContract } from '@core/templates/build-contract';
import {
  AUTHOR_NAME,
  COMPANY_NAME,
  NNBSP,
  combinedContractFixture,
} from '../fixtures/combined-contract';
import { ASSIGNEE, AUTHOR, FIXED_TODAY, largestCombinedDraft } from '../fixtures/largest-draft';
import { pdfInfo, pdfPages, pdfText, toUnicodeTargets } from '../fixtures/read-pdf';
import { loadPdfAssets } from './assets';
import { createNativeEngine } from './typst-engine';
import type { TypstEngine } from './typst-engine';

// Layout properties, checked in-process on the native engine (the pool is tested separately).
let engine: TypstEngine;
beforeAll(() => {
  engine = createNativeEngine(loadPdfAssets());
});
const compile = (doc: ContractDocument) => engine.compile(JSON.stringify(doc));
const flat = (s: string) => s.replace(/-\n/g, '').replace(/\s+/g, ' ');

const body = (id: string, text: string): ContractElement => ({
  id,
  type: 'paragraph',
  style: 'ContractBody',
  runs: [{ text }],
});

describe('contract PDF (Typst template)', () => {
  it('is an A4, tagged PDF with the title metadata and the French language', () => {
    const pdf = compile(combinedContractFixture());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const info = pdfInfo(pdf);
    expect(info['Title']).toBe('Contrat de cession de droits d’auteur et de droit à l’image');
    expect(info['Page size']).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)/);
    expect(info['Tagged']).toBe('yes');
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/Lang \(fr-FR\)/);
  });

  it('prints the parties with their accents, the article titles and the footer on every page', () => {
    const doc = buildContract(largestCombinedDraft(), { today: FIXED_TODAY });
    const pdf = compile(doc);
    const text = flat(pdfText(pdf));
    expect(text).toContain(`${AUTHOR.prenom} ${AUTHOR.nom}`);
    expect(text).toContain(ASSIGNEE.nom);
    expect(text).toContain(`${ASSIGNEE.representant_prenom} ${ASSIGNEE.representant_nom}`);
    const articles = doc.elements.flatMap((el) =>
      el.type === 'paragraph' && el.style === 'ContractArticle'
        ? [el.runs.map((r) => r.text).join('')]
        : [],
    );
    expect(articles.length).toBeGreaterThan(5);
    for (const title of articles)
      expect(text).toContain(flat(title.replace(/[\u00A0\u202F]/g, ' ')));
    // The deed's pages are numbered among themselves; the notice page after them has no footer (legal review H13).
    const pages = pdfPages(pdf);
    const deed = pages.slice(0, -1);
    expect(deed.length).toBeGreaterThanOrEqual(5);
    deed.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} / ${deed.length}`);
      expect(page).toContain('Paraphes');
    });
    expect(pages.at(-1)).not.toMatch(/Page \d|Paraphes/);
  });

  it('embeds only the committed Libertinus Serif, with both French no-break spaces', () => {
    const pdf = compile(combinedContractFixture());
    const targets = toUnicodeTargets(pdf);
    expect(targets.has(0x202f)).toBe(true);
    expect(targets.has(0x00a0)).toBe(true);
    // « Article 1 » keeps a space-like glyph between word and number: never "/" nor nothing.
    expect(pdfText(pdf)).toMatch(/Article[ \u00A0\u202F]1 – Objet du contrat/);
    expect(pdfText(pdf)).not.toMatch(/Article\/?1/);
    const fonts =
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g) ?? [];
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) expect(f).toMatch(/LibertinusSerif-(Regular|Bold|Italic|BoldItalic)/);
  });

  it('prints a hostile name literally: user text is data, never Typst markup', () => {
    const hostile = '#read("/etc/passwd") *x* ] $a$ #{ panic() } @ref <lbl> // fin \\u{41}';
    const doc = combinedContractFixture();
    doc.title = hostile;
    doc.elements.splice(3, 0, body('hostile', hostile));
    const pdf = compile(doc);
    const text = pdfText(pdf);
    expect(flat(text)).toContain(hostile);
    expect(text).not.toContain('root:');
    expect(pdfInfo(pdf)['Title']).toBe(hostile);
  });

  it('lays out a 2,500-character paragraph completely (wrapped, nothing cut)', () => {
    const words = [
      'clause',
      'élève',
      'œuvre',
      'cessionnaire',
      'reproduction',
      'représentation',
      'Besançon',
      'exclusivité',
    ];
    let paragraph = '';
    for (let i = 0; paragraph.length < 2500; i++) paragraph += `${words[i % words.length]}${i} `;
    paragraph = paragraph.slice(0, 2500);
    const doc: ContractDocument = {
      title: 'Long',
      lang: 'fr',
      elements: [body('long', paragraph)],
    };
    const text = pdfText(compile(doc));
    expect(text.replace(/-\n/g, '').replace(/\s+/g, '')).toContain(paragraph.replace(/\s+/g, ''));
    expect(text.split('\n').filter(Boolean).length).toBeGreaterThan(15);
  });

  it('never splits the signature block across pages, moving it whole when needed', () => {
    const base = combinedContractFixture();
    const firstSig = base.elements.findIndex(
      (el) => el.type === 'paragraph' && el.style === 'ContractSignature',
    );
    const signatureLines = [
      'L’Auteur et personne photographiée',
      '« Lu et approuvé, bon pour acceptation »',
    ];
    let moved = 0;
    for (let filler = 0; filler < 66; filler += 3) {
      const doc = combinedContractFixture();
      const extra = Array.from({ length: filler }, (_, i) =>
        body(`f${i}`, `Ligne de remplissage ${i}.`),
      );
      doc.elements.splice(firstSig - 2, 0, ...extra);
      const pages = pdfPages(compile(doc));
      const holding = signatureLines.map((line) => pages.findIndex((p) => p.includes(line)));
      expect(holding[0], `filler ${filler}`).toBeGreaterThanOrEqual(0);
      expect(holding[1], `filler ${filler}`).toBe(holding[0]);
      const before = pages.findIndex((p) => p.includes('en deux exemplaires originaux'));
      if (before < holding[0]!) moved++;
    }
    // Some filler amounts put the block at a page end: it must then have moved, not split.
    expect(moved).toBeGreaterThan(0);
  });

  it('fits the longest signature page (three parties, two minors: seven signatories) on one page, inside the margins', () => {
    // legal review B3 v2, D15: one block per signatory with room to sign, never split nor
    // overflowing.
    const parents = {
      parent1: {
        gentille: 'Mme',
        nom: 'Dubœuf',
        prenom: 'Claire',
        adresse: '12 rue des Lilas',
        code_postal: '25000',
        ville: 'Besançon',
      },
      parent2: {
        gentille: 'M.',
        nom: 'Çaliskan',
        prenom: 'Marc',
        adresse: '3 quai Saint-Antoine',
        code_postal: '69002',
        ville: 'Lyon',
      },
    };
    const draft = largestCombinedDraft();
    const doc = buildContract(
      {
        ...draft,
        auteur_info: { ...draft.auteur_info, ...parents, date_naissance: '2012-05-01' },
        modele_distinct: true,
        modele_info: {
          ...draft.auteur_info,
          ...parents,
          prenom: 'Zoé',
          date_naissance: '2012-05-01',
        } as typeof draft.modele_info,
      } as typeof draft,
      { today: FIXED_TODAY },
    );
    const pdf = compile(doc);
    const pages = pdfPages(pdf);
    const first = pages.findIndex((p) => p.includes('en sept exemplaires originaux'));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(pages[first]!.match(/Signature\s*:/g)).toHaveLength(7);
    // Every signature rule lies above the bottom margin (22 mm), clear of the footer.
    const bbox = execFileSync(
      'pdftotext',
      ['-bbox', '-f', String(first + 1), '-l', String(first + 1), '-', '-'],
      { input: pdf },
    ).toString('utf8');
    const rules = [...bbox.matchAll(/yMax="([\d.]+)">_{20,}</g)].map((m) => Number(m[1]));
    expect(rules).toHaveLength(7);
    for (const y of rules) expect(y).toBeLessThan(841.89 - 22 * 2.8346);
  });

  it('renders hard line breaks inside a run as lines', () => {
    const doc: ContractDocument = {
      title: 'L',
      lang: 'fr',
      elements: [body('l', `un${NNBSP}:\ndeux\ntrois`)],
    };
    expect(pdfText(compile(doc))).toMatch(/un.:\ndeux\ntrois/);
  });

  it('keeps the fixture names exact (accents, ligatures, cedilla)', () => {
    const text = flat(pdfText(compile(combinedContractFixture())));
    expect(text).toContain(AUTHOR_NAME);
    expect(text).toContain(COMPANY_NAME);
  });
});
