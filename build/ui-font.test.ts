import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cutUiFont, rangeText, UI_FONT_RANGES, unicodeRange } from './ui-font';

const css = readFileSync(new URL('../web/index.css', import.meta.url), 'utf8');
const source = readFileSync(
  new URL(
    '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    import.meta.url,
  ),
);

describe('the interface font cut (build/ui-font.ts)', () => {
  it('covers exactly the unicode-range web/index.css declares for each face', () => {
    const declared = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) =>
      m[1]!.replace(/\s+/g, ' ').trim(),
    );
    expect(declared).toHaveLength(2);
    for (const range of declared) expect(range).toBe(unicodeRange());
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
      UI_FONT_RANGES.reduce((sum, [from, to]) => sum + to - from + 1, 0),
    );
  });

  it('is a smaller woff2 than the source, and the same bytes each time (a stable hash)', async () => {
    const [first, second] = [await cutUiFont(source), await cutUiFont(source)];
    expect(first.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(first.length).toBeLessThan(source.length * 0.7);
    expect(first.equals(second)).toBe(true);
  });
});
