import { describe, expect, it } from 'vitest';
import { ELEMENT_STYLES } from '../schemas/document';
import { BODY_PT, PARAGRAPH_STYLES, contractCss, styleClass } from './styles';

describe('the paragraph presentation spec', () => {
  it('describes every style, with docs/product.md §9 sizes', () => {
    expect(Object.keys(PARAGRAPH_STYLES).sort()).toEqual([...ELEMENT_STYLES].sort());
    const size = (s: keyof typeof PARAGRAPH_STYLES) => PARAGRAPH_STYLES[s].sizePt ?? BODY_PT;
    expect([size('ContractTitle'), size('ContractSubtitle'), size('ContractArticle')]).toEqual([
      14, 12, 11,
    ]);
    expect(size('ContractBody')).toBe(10);
  });

  it('gives headings increasing levels, bold, kept with what follows; text has no level', () => {
    const headings = Object.values(PARAGRAPH_STYLES).filter((s) => s.level !== null);
    expect(headings.map((s) => s.level)).toEqual([1, 2, 3, 4]);
    for (const s of headings) expect(s).toMatchObject({ bold: true, keepWithNext: true });
    expect(PARAGRAPH_STYLES.ContractBody).toMatchObject({ level: null, align: 'justify' });
    expect(PARAGRAPH_STYLES.ContractSignature.keptTogether).toBe(true);
    expect(PARAGRAPH_STYLES.ContractListItem.marker).toBe('–');
  });

  it('writes one scoped CSS rule per style, body sizes from the given body size', () => {
    const css = contractCss('.page', 'var(--body)');
    for (const style of ELEMENT_STYLES) expect(css).toContain(`.page .${styleClass(style)}{`);
    expect(css).toMatch(
      /\.page \.contract-title\{font-size:14pt;font-weight:700;[^}]*text-align:center/,
    );
    expect(css).toMatch(/\.page \.contract-body\{font-size:var\(--body\);font-weight:400/);
    expect(css).toMatch(/\.page \.contract-notice\{font-size:9pt;[^}]*font-style:italic/);
    expect(css).toContain(".page .contract-list-item::before{content:'–'");
    expect(css).toMatch(/\.page \.contract-signature\{[^}]*break-inside:avoid/);
    // Nothing a document supplies reaches the stylesheet: it is built from constants only.
    expect(contractCss('.page')).toBe(contractCss('.page', `${BODY_PT}pt`));
  });
});
