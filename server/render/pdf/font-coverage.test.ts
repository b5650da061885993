import { describe, expect, it } from 'vitest';
import { PDF_FONT_RANGES } from '@core/document/pdf-font-ranges';
import { unprintableCharacters } from '@core/document/printable';
import { pdfText } from '../fixtures/read-pdf';
import { loadPdfAssets } from './assets';
import { fontCoverageRanges } from './font-coverage';
import { createNativeEngine } from './typst-engine';

describe('the table of printable characters', () => {
  const fonts = loadPdfAssets().fonts;

  it('is the fonts’ own cmap (run scripts/pdf-font-coverage.ts after changing a font)', () => {
    expect(PDF_FONT_RANGES).toEqual(fontCoverageRanges(fonts));
  });

  it('holds both French no-break spaces, the guillemets and the typographic apostrophe', () => {
    expect(unprintableCharacters('\u00a0\u202f«»’')).toEqual([]);
  });

  // An uncovered character prints as an empty box, yet its text stays in the PDF's ToUnicode map:
  // pdftotext reads it back, so only the covered side is checked here (the box was seen in a
  // rendering of « 🎨 ✓ 李 », 28 November 2026).
  it('prints the covered scripts through Typst', () => {
    const engine = createNativeEngine(loadPdfAssets());
    const text = 'Ωμέγα Привет Łódź Nguyễn Ærøskøbing';
    const pdf = engine.compile(
      JSON.stringify({
        title: 'x',
        lang: 'fr',
        elements: [{ id: 'a', type: 'paragraph', style: 'ContractBody', runs: [{ text }] }],
      }),
    );
    expect(unprintableCharacters(text)).toEqual([]);
    expect(pdfText(pdf)).toContain(text);
  });
});
