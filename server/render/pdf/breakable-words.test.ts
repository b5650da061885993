import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractDocument } from '@core/schemas/document';
import { combinedContractFixture } from '../fixtures/combined-contract';
import { pdfText } from '../fixtures/read-pdf';
import { loadPdfAssets } from './assets';
import { breakableRuns, withBreakableWords } from './breakable-words';
import { createNativeEngine, type TypstEngine } from './typst-engine';

const FILE_NAME =
  'illustration_foret_automne_version_finale_definitive_validee_par_le_client_2026_haute_resolution_impression_grand_format_300dpi_CMJN.tiff';

describe('long tokens in the PDF', () => {
  it('cuts a run around its tokens of 30 characters or more, marks and text kept', () => {
    expect(breakableRuns({ text: `Fichier ${FILE_NAME} livré.`, bold: true })).toEqual([
      { text: 'Fichier ', bold: true },
      { text: FILE_NAME, bold: true, anywhere: true },
      { text: ' livré.', bold: true },
    ]);
    const ordinary = { text: 'anticonstitutionnellement, et un texte ordinaire.' };
    expect(breakableRuns(ordinary)).toEqual([ordinary]);
    // A line to fill in by hand stays one line (and the preview, Word and PDF say the same).
    const handLine = { text: `Référence : ${'_'.repeat(40)}.` };
    expect(breakableRuns(handLine)).toEqual([handLine]);
    const rule = { text: '_'.repeat(30) };
    expect(breakableRuns(rule)).toEqual([rule]);
    // Punctuation alone, as long as a line or longer, breaks too.
    for (const token of ['_'.repeat(150), '/'.repeat(300), '…'.repeat(40), '-'.repeat(60)])
      expect(breakableRuns({ text: `a ${token} b` })[1]).toEqual({ text: token, anywhere: true });
  });

  it('finds the same tokens whatever space separates them, and counts characters, not units', () => {
    const runsOf = (text: string) => {
      const element = withBreakableWords({
        title: 't',
        lang: 'fr',
        elements: [{ id: 'p', type: 'paragraph', style: 'ContractBody', runs: [{ text }] }],
      }).elements[0];
      return element?.type === 'paragraph' ? element.runs : [];
    };
    const half = 'x'.repeat(20);
    // Rarer spaces (thin, em, ideographic, medium mathematical) separate two short words.
    for (const space of ['\u2009', '\u2003', '\u3000', '\u205f']) {
      const text = `${half}${space}${half}`;
      expect(runsOf(text)).toEqual([{ text }]);
    }
    // Fifteen emoji are thirty UTF-16 units but fifteen characters: not a long token.
    expect(runsOf('😀'.repeat(15))).toEqual([{ text: '😀'.repeat(15) }]);
    expect(runsOf(`a ${'😀'.repeat(30)}`)).toEqual([
      { text: 'a ' },
      { text: '😀'.repeat(30), anywhere: true },
    ]);
  });

  let engine: TypstEngine;
  beforeAll(() => {
    engine = createNativeEngine(loadPdfAssets());
  });
  const withDescription = (text: string): ContractDocument => {
    const doc = combinedContractFixture();
    return {
      ...doc,
      elements: [
        { id: 'long', type: 'paragraph', style: 'ContractBody', runs: [{ text }] },
        ...doc.elements,
      ],
    };
  };
  const printed = (doc: ContractDocument) =>
    pdfText(engine.compile(JSON.stringify(withBreakableWords(doc)))).replace(/\s+/g, '');

  it('prints a file name, a URL and 1,500 letters whole, inside the page, without invisible characters', () => {
    const url = `https://exemple.fr/${'dossier/'.repeat(20)}oeuvre.png`;
    const letters = 'A'.repeat(1500); // 16 lines: on the first page, no footer inside
    const text = printed(withDescription(`Fichier ${FILE_NAME}, lien ${url} et ${letters} fin.`));
    // Text beyond the right margin is outside the page's crop box: pdftotext leaves it out.
    expect(text).toContain(FILE_NAME);
    expect(text).toContain(url);
    expect(text).toContain(`${letters}fin.`);
    expect(text).not.toContain('\u200b');
  });

  it('prints a long run of punctuation whole, inside the page', () => {
    const slashes = '/'.repeat(300);
    const underscores = '_'.repeat(150);
    const text = printed(withDescription(`Dimensions : ${underscores} cm, chemin ${slashes} fin.`));
    expect(text).toContain(`${underscores}cm`);
    expect(text).toContain(`${slashes}fin.`);
  });
});
