import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import type { ContractElement } from '@core/schemas/document';
import { buildContract } from '@core/templates/build-contract';
import { TYPES, makeDraft } from '@core/templates/test-drafts';
import { elementsToDoc } from '../model/convert';
import { editorExtensions } from '../model/extensions';
import { StaticDocument } from './static-document';

afterEach(cleanup);

/** What ProseMirror writes for `elements`, in a real (jsdom) editor. */
function editorMarkup(elements: ContractElement[]): string {
  const host = document.createElement('div');
  document.body.append(host);
  const editor = new Editor({
    element: host,
    extensions: editorExtensions,
    content: elementsToDoc(elements),
    injectCSS: false,
  });
  const html = host.querySelector('.ProseMirror')!.innerHTML;
  editor.destroy();
  host.remove();
  return html;
}

function staticMarkup(elements: ContractElement[]): string {
  const { container } = render(<StaticDocument elements={elements} />);
  return container.querySelector('.ProseMirror')!.innerHTML;
}

/** The same markup whatever writes it: attribute order, `style` spelling, what only an editor adds. */
function normalise(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  for (const el of box.querySelectorAll('*')) {
    el.removeAttribute('contenteditable');
    const style = el.getAttribute('style');
    if (style !== null)
      el.setAttribute('style', style.replace(/\s+/g, '').replace(/;$/, '').toLowerCase());
    const attrs = [...el.attributes].map((a) => [a.name, a.value] as const).sort();
    for (const [name] of attrs) el.removeAttribute(name);
    for (const [name, value] of attrs) el.setAttribute(name, value);
  }
  return box.innerHTML;
}

describe('the contract painted before the editor loads (StaticDocument)', () => {
  it('writes what the editor writes: tags, ids, styles, marks, breaks, alignment, spacers', () => {
    const elements: ContractElement[] = [
      {
        id: 'title',
        type: 'paragraph',
        style: 'ContractTitle',
        runs: [{ text: 'Contrat' }],
        align: 'center',
      },
      {
        id: 'a1',
        type: 'paragraph',
        style: 'ContractArticle',
        runs: [{ text: 'Article 1 – Objet' }],
      },
      { id: 'sa1', type: 'paragraph', style: 'ContractSubArticle', runs: [{ text: '1.1 Droits' }] },
      {
        id: 'b1',
        type: 'paragraph',
        style: 'ContractBody',
        runs: [
          { text: 'Le ' },
          { text: 'Cédant', bold: true, italic: true, underline: true, highlight: true },
          { text: ' cède\nses <droits> & plus' },
        ],
        align: 'justify',
      },
      { id: 'li1', type: 'paragraph', style: 'ContractListItem', runs: [{ text: 'reproduction' }] },
      { id: 'empty', type: 'paragraph', style: 'ContractBody', runs: [] },
      { id: 'blank', type: 'paragraph', style: 'ContractBody', runs: [{ text: '' }] },
      { id: 'trail', type: 'paragraph', style: 'ContractBody', runs: [{ text: 'ligne\n' }] },
      { id: 's1', type: 'spacer', height: 44 },
      {
        id: 'sig',
        type: 'paragraph',
        style: 'ContractSignature',
        runs: [{ text: 'Le Cédant', bold: true }],
        align: 'right',
      },
    ];
    expect(normalise(staticMarkup(elements))).toBe(normalise(editorMarkup(elements)));
  });

  it('writes what the editor writes for a whole generated contract (combined, paid)', () => {
    const draft = makeDraft({ type_contrat: [...TYPES.combined], remuneration_image: '300' });
    const { elements } = buildContract(draft, { today: new Date(2026, 10, 26) });
    expect(elements.length).toBeGreaterThan(80);
    expect(normalise(staticMarkup(elements))).toBe(normalise(editorMarkup(elements)));
  });

  it('is text, never HTML: markup typed in the contract stays characters', () => {
    const elements: ContractElement[] = [
      {
        id: 'x',
        type: 'paragraph',
        style: 'ContractBody',
        runs: [{ text: '<img src=x onerror=alert(1)><script>alert(2)</script>' }],
      },
    ];
    const { container } = render(<StaticDocument elements={elements} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });
});
