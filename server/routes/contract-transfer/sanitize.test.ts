import { describe, expect, it } from 'vitest';
import { sanitizeRichText, stripMarkup } from './sanitize';

describe('stripMarkup', () => {
  it('leaves text without markup exactly as it is', () => {
    for (const text of ['Dupont & Fils', 'a < b', '1 500 € « Été »', 'x &amp; y', "l'œuvre \"originale\""]) {
      expect(stripMarkup(text)).toBe(text);
    }
  });

  it('removes tags, even nested or encoded tricks', () => {
    expect(stripMarkup('Titre <script>alert(1)</script>')).toBe('Titre ');
    expect(stripMarkup('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<\s*\/?\s*script/i);
    expect(stripMarkup('<img src=x onerror=alert(1)>ok')).toBe('ok');
    expect(stripMarkup('a <b>gras</b> < c')).toBe('a gras < c');
  });
});

describe('sanitizeRichText', () => {
  it('keeps the editor allowlist and drops everything else', () => {
    expect(sanitizeRichText('<div style="text-align:right;color:red"><em>i</em><mark>m</mark><br></div>')).toBe(
      '<div style="text-align:right"><em>i</em><mark>m</mark><br /></div>',
    );
    expect(sanitizeRichText('<p onclick="x">a<script>b</script><a href="javascript:c">d</a></p>')).toBe('<p>ad</p>');
  });
});
