import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cutWebFont,
  LATIN_EXTENDED_RANGES,
  LATIN_RANGES,
  rangeText,
  unicodeRange,
  UI_FONT_WEIGHTS,
  WEB_FONT_CUTS,
} from './web-fonts';

const css = readFileSync(new URL('../web/index.css', import.meta.url), 'utf8');
const source = readFileSync(
  new URL(
    '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    import.meta.url,
  ),
);

describe('the web font cuts (build/web-fonts.ts)', () => {
  it('covers exactly the unicode-range web/index.css declares for each face', () => {
    // The faces served from files; the size-adjusted fallbacks are local() faces with no cut.
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map((m) => m[1]!)
      .filter((face) => face.includes("url('./fonts/"));
    expect(faces).toHaveLength(WEB_FONT_CUTS.length);
    for (const face of faces) {
      const file = /url\('\.\/fonts\/([^']+)'\)/.exec(face)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim();
      const cut = WEB_FONT_CUTS.find((c) => c.file === file);
      expect(cut, file).toBeDefined();
      expect(range, file).toBe(unicodeRange(cut!.ranges));
    }
  });

  it('keeps the other Latin letters out of the French subset: no character in both', () => {
    const latin = new Set(rangeText(LATIN_RANGES));
    const extended = [...rangeText(LATIN_EXTENDED_RANGES)];
    expect(extended.filter((c) => latin.has(c))).toEqual([]);
    for (const letter of ['ř', 'Ł', 'ễ', 'Ș', 'ğ', '\u0301']) expect(extended).toContain(letter);
    // French, « œuvre » included, never needs the second file.
    for (const letter of ['œ', 'Œ', 'é', 'ç', 'ÿ', '«', '\u202f'])
      expect(latin.has(letter)).toBe(true);
  });

  it('spells ranges as CSS does and lists every character of them', () => {
    expect(
      unicodeRange([
        [0, 0xff],
        [0x20ac, 0x20ac],
      ]),
    ).toBe('U+0000-00FF, U+20AC');
    const text = rangeText();
    expect(text).toContain('«');
    expect(text).toContain('’');
    expect(text).toContain('€');
    expect(text).toContain('\u202f');
    expect([...text]).toHaveLength(
      LATIN_RANGES.reduce((sum, [from, to]) => sum + to - from + 1, 0),
    );
  });

  it('declares a face in web/index.css for every file cut, and cuts nothing it does not use', () => {
    const declared = [...css.matchAll(/url\('\.\/fonts\/([^']+)'\)/g)].map((m) => m[1]);
    expect(declared.sort()).toEqual(WEB_FONT_CUTS.map((cut) => cut.file).sort());
  });

  it('is a smaller woff2 than the source, and the same bytes each time (a stable hash)', async () => {
    const cut = { ranges: LATIN_RANGES, axes: { wght: UI_FONT_WEIGHTS } };
    const [first, second] = [await cutWebFont(source, cut), await cutWebFont(source, cut)];
    expect(first.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(first.length).toBeLessThan(source.length * 0.7);
    expect(first.equals(second)).toBe(true);
  });

  it('cuts the PDF’s own Libertinus faces to a quarter of their size, the same bytes each time', async () => {
    for (const cut of WEB_FONT_CUTS.filter((c) => c.file.startsWith('libertinus'))) {
      const otf = readFileSync(new URL(`../${cut.source}`, import.meta.url));
      const [first, second] = [await cutWebFont(otf, cut), await cutWebFont(otf, cut)];
      expect(first.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(first.length).toBeLessThan(otf.length / 4);
      expect(first.equals(second)).toBe(true);
    }
  });
});
