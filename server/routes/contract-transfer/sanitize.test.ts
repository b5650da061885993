import { describe, expect, it } from 'vitest';
import { sanitizeImport, stripMarkup } from './sanitize';

describe('stripMarkup', () => {
  it('leaves text without markup exactly as it is', () => {
    for (const text of [
      'Dupont & Fils',
      'a < b',
      '1 500 € « Été »',
      'x &amp; y',
      'l\'œuvre "originale"',
    ]) {
      expect(stripMarkup(text)).toBe(text);
    }
  });

  it('removes tags, even nested or encoded tricks', () => {
    expect(stripMarkup('Titre <script>alert(1)</script>')).toBe('Titre ');
    expect(stripMarkup('<<script>script>alert(1)<</script>/script>')).not.toMatch(
      /<\s*\/?\s*script/i,
    );
    expect(stripMarkup('<img src=x onerror=alert(1)>ok')).toBe('ok');
    expect(stripMarkup('a <b>gras</b> < c')).toBe('a gras < c');
  });
});

describe('sanitizeImport', () => {
  it("turns the specification's HTML elements into runs with the one allowlist, and strips markup from runs", () => {
    const contract = sanitizeImport({
      format: 'clausier-contract',
      version: 1,
      title: 'T',
      is_draft: false,
      from_step6: false,
      form_data: {},
      elements: [
        {
          id: 'a',
          type: 'paragraph',
          style: 'ContractBody',
          text: '<div style="text-align:right;color:red"><em>i</em><mark>m</mark><br></div>',
        },
        {
          id: 'a',
          type: 'paragraph',
          style: 'ContractBody',
          text: '<p onclick="x">a<script>b</script><a href="javascript:c">d</a></p>',
        },
        {
          id: 'b',
          type: 'paragraph',
          style: 'ContractBody',
          runs: [{ text: 'x <img src=x onerror=alert(1)>y', bold: true }],
        },
        { type: 'spacer', style: 'ContractBody', text: '', height: 12 },
      ],
    } as never);
    expect(contract.elements).toEqual([
      {
        id: 'a',
        type: 'paragraph',
        style: 'ContractBody',
        align: 'right',
        runs: [{ text: 'i', italic: true }, { text: 'm', highlight: true }, { text: '\n' }],
      },
      { id: 'a-2', type: 'paragraph', style: 'ContractBody', runs: [{ text: 'ad' }] },
      { id: 'b', type: 'paragraph', style: 'ContractBody', runs: [{ text: 'x y', bold: true }] },
      { id: 'element-4', type: 'spacer', height: 12 },
    ]);
  });
});
