// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeElementHtml } from './sanitize-element-html';
import { onlyAllowlistedMarkup, XSS_CORPUS } from './xss-corpus';

const ALLOWED = new Set(['P', 'DIV', 'STRONG', 'EM', 'U', 'MARK', 'BR']);

/** What a browser makes of the output: every element and attribute after its own parse. */
function browserParse(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  return [...host.querySelectorAll('*')];
}

describe('sanitizeElementHtml', () => {
  it('has a corpus of at least 40 vectors', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_CORPUS.map((v) => [v]))('leaves nothing executable of %s', (vector) => {
    const clean = sanitizeElementHtml(vector);
    expect(onlyAllowlistedMarkup(clean)).toBe(true);
    expect(clean).not.toMatch(
      /<(script|img|svg|math|style|iframe|a|object|embed|meta|link|base)\b/i,
    );
    for (const element of browserParse(clean)) {
      expect(ALLOWED.has(element.tagName)).toBe(true);
      for (const attr of [...element.attributes]) {
        expect(attr.name).toBe('style');
        expect(attr.value).toMatch(/^text-align:(left|center|right|justify)$/);
      }
    }
  });

  it.each(XSS_CORPUS.map((v) => [v]))('is idempotent on %s', (vector) => {
    const once = sanitizeElementHtml(vector);
    expect(sanitizeElementHtml(once)).toBe(once);
    // A browser's re-serialisation of the output sanitises to the same thing (no mutation).
    const host = document.createElement('div');
    host.innerHTML = once;
    expect(sanitizeElementHtml(host.innerHTML)).toBe(once);
  });

  it('keeps the editor formatting and the alignment', () => {
    expect(
      sanitizeElementHtml(
        '<div style="text-align: center;"><p>Le <strong>Cédant</strong> <em>cède</em> <u>ses</u> <mark>droits</mark><br>fin</p></div>',
      ),
    ).toBe(
      '<div style="text-align:center"><p>Le <strong>Cédant</strong> <em>cède</em> <u>ses</u> <mark>droits</mark><br />fin</p></div>',
    );
  });

  it('turns pasted b and i into strong and em, and keeps text that looks like markup as text', () => {
    expect(sanitizeElementHtml('<b>a</b><i>b</i> 3 &lt; 4')).toBe(
      '<strong>a</strong><em>b</em> 3 &lt; 4',
    );
  });

  it('drops any style other than text-align and any value outside the four alignments', () => {
    expect(sanitizeElementHtml('<p style="color:red;text-align:right">x</p>')).toBe(
      '<p style="text-align:right">x</p>',
    );
    expect(sanitizeElementHtml('<p style="text-align:inherit">x</p>')).toBe('<p>x</p>');
    expect(sanitizeElementHtml('<span style="text-align:center">x</span>')).toBe('x');
  });
});
