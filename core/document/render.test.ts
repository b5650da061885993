import { describe, expect, it } from 'vitest';
import type { ContractDocument } from '../schemas/document';
import { renderHtml } from './render-html';
import { renderText } from './render-text';
import { toEditorElements } from './editor-elements';

const doc: ContractDocument = {
  title: 'Contrat',
  lang: 'fr',
  elements: [
    {
      id: 'title',
      type: 'paragraph',
      style: 'ContractTitle',
      runs: [{ text: 'Contrat <test>' }],
      align: 'center',
    },
    {
      id: 'a-1',
      type: 'paragraph',
      style: 'ContractArticle',
      runs: [{ text: 'Article 1 – Objet', bold: true }],
    },
    {
      id: 'a-1-1',
      type: 'paragraph',
      style: 'ContractBody',
      runs: [
        { text: 'Voir ' },
        { text: 'ceci & cela', bold: true, italic: true, underline: true, highlight: true },
        { text: '\nfin' },
      ],
    },
    { id: 'l-1', type: 'paragraph', style: 'ContractListItem', runs: [{ text: 'un ;' }] },
    { id: 'l-2', type: 'paragraph', style: 'ContractListItem', runs: [{ text: 'deux.' }] },
    { id: 'sp', type: 'spacer', height: 20 },
    { id: 's-1', type: 'paragraph', style: 'ContractSignature', runs: [{ text: 'Fait à Lyon' }] },
    {
      id: 's-2',
      type: 'paragraph',
      style: 'ContractSignature',
      runs: [{ text: 'Signature : "l\'un"' }],
    },
    { id: 'n', type: 'paragraph', style: 'ContractNotice', runs: [{ text: 'Avertissement' }] },
  ],
};

describe('renderHtml', () => {
  const html = renderHtml(doc);
  it('is semantic: h1/h2/p with one class per style, lists and signature blocks grouped', () => {
    expect(html).toContain(
      '<h1 id="title" class="contract-title contract-align-center">Contrat &lt;test&gt;</h1>',
    );
    expect(html).toContain(
      '<h2 id="a-1" class="contract-article"><strong>Article 1 – Objet</strong></h2>',
    );
    expect(html).toContain(
      '<ul class="contract-list"><li id="l-1" class="contract-list-item">un ;</li><li id="l-2"',
    );
    expect(html).toContain(
      '<div class="contract-signatures"><p id="s-1" class="contract-signature">Fait à Lyon</p><p id="s-2"',
    );
    expect(html).toContain(
      '<div id="sp" class="contract-spacer" data-height="20" aria-hidden="true"></div>',
    );
  });
  it('escapes text and uses only strong, em, u, mark and br inline', () => {
    expect(html).toContain('<strong><em><u><mark>ceci &amp; cela</mark></u></em></strong><br>fin');
    expect(html).toContain('Signature : &quot;l&#39;un&quot;');
    const inlineTags = [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
    expect(new Set(inlineTags)).toEqual(
      // section: the notice after the signatures (LEGAL.md H13).
      new Set(['article', 'h1', 'h2', 'p', 'strong', 'em', 'u', 'mark', 'br', 'ul', 'li', 'div', 'section']),
    );
  });
});

describe('renderText', () => {
  it('separates paragraphs by blank lines, keeps list items and signatures together', () => {
    expect(renderText(doc)).toBe(
      'CONTRAT <TEST>\n\nARTICLE 1 – OBJET\n\nVoir ceci & cela\nfin\n\n  – un ;\n  – deux.\n\nFait à Lyon\nSignature : "l\'un"\n\nAvertissement\n',
    );
  });
});

describe('toEditorElements', () => {
  it('gives SPEC §3 elements (type, style, text as HTML, height) with our stable ids', () => {
    const els = toEditorElements(doc);
    expect(els).toHaveLength(doc.elements.length);
    expect(els[2]).toEqual({
      id: 'a-1-1',
      type: 'paragraph',
      style: 'ContractBody',
      text: 'Voir <strong><em><u><mark>ceci &amp; cela</mark></u></em></strong><br>fin',
    });
    expect(els[0]).toMatchObject({ align: 'center' });
    expect(els[5]).toEqual({
      id: 'sp',
      type: 'spacer',
      style: 'ContractBody',
      text: '',
      height: 20,
    });
  });
});
