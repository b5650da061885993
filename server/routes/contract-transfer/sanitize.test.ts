import { describe, expect, it } from 'vitest';
import { sanitizeImport } from './sanitize';

describe('sanitizeImport', () => {
  it("turns the specification's HTML elements into runs with the one allowlist; plain text stays as written", () => {
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
      // A run's text is plain text, escaped by every renderer: kept word for word.
      {
        id: 'b',
        type: 'paragraph',
        style: 'ContractBody',
        runs: [{ text: 'x <img src=x onerror=alert(1)>y', bold: true }],
      },
      { id: 'element-4', type: 'spacer', height: 12 },
    ]);
  });
});

describe('plain text on an export and import round trip', () => {
  it('keeps the title, the answers and the comments word for word, angle brackets included', () => {
    const contract = sanitizeImport({
      format: 'clausier-contract',
      version: 1,
      title: 'Titre <Projet X> v2',
      is_draft: false,
      from_step6: false,
      form_data: {
        description_oeuvre: 'Affiche <Festival Lumière> et logo <b>gras</b>, taille a<b',
      },
      comments: [
        { id: 'c', elementIndex: 0, text: 'Voir <ici>', date: '2026-11-01T00:00:00.000Z' },
      ],
    } as never);
    expect(contract.title).toBe('Titre <Projet X> v2');
    expect(contract.form_data).toEqual({
      description_oeuvre: 'Affiche <Festival Lumière> et logo <b>gras</b>, taille a<b',
    });
    expect(contract.comments?.[0]?.text).toBe('Voir <ici>');
  });
});
