import { describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
// The commands the editor's extensions add (toggleUnderline…), for the calls below.
import type {} from '@tiptap/extension-underline';
import { docToElements, elementsToDoc } from './convert';
import { editorExtensions, moveCurrentElement } from './extensions';
import type { ContractElement } from '@core/schemas/document';

const elements: ContractElement[] = [
  { id: 'title', type: 'paragraph', style: 'ContractTitle', runs: [{ text: 'Contrat' }] },
  { id: 'a1', type: 'paragraph', style: 'ContractArticle', runs: [{ text: 'Article 1' }] },
  {
    id: 'b1',
    type: 'paragraph',
    style: 'ContractBody',
    runs: [{ text: 'Le ' }, { text: 'Cédant', bold: true }, { text: ' cède\nses <droits>' }],
    align: 'center',
  },
  { id: 's1', type: 'spacer', height: 12 },
  { id: 'b2', type: 'paragraph', style: 'ContractBody', runs: [{ text: 'fin', italic: true }] },
];

const editorWith = (list: ContractElement[]) =>
  new Editor({ extensions: editorExtensions, content: elementsToDoc(list) });

describe('editor document ⇄ model', () => {
  it('round-trips the elements through one TipTap document (ids, styles, marks, breaks, align)', () => {
    const editor = editorWith(elements);
    expect(docToElements(editor.getJSON())).toEqual(elements);
    editor.destroy();
  });

  it('formats a selection, aligns the paragraph, and undo restores it', () => {
    const editor = editorWith(elements);
    const start = 1 + editor.state.doc.child(0).nodeSize + editor.state.doc.child(1).nodeSize;
    editor
      .chain()
      .setTextSelection({ from: start + 1, to: start + 3 })
      .toggleUnderline()
      .toggleHighlight()
      .setTextAlign('right')
      .run();
    const b1 = docToElements(editor.getJSON())[2]!;
    expect(b1).toMatchObject({
      align: 'right',
      runs: [
        { text: 'L' },
        { text: 'e ', underline: true, highlight: true },
        { text: 'Cédant', bold: true },
        { text: ' cède\nses <droits>' },
      ],
    });
    editor.commands.undo();
    expect(docToElements(editor.getJSON())[2]).toEqual(elements[2]);
    editor.destroy();
  });

  it('moves the element holding the cursor up and down, not beyond the ends, undoably', () => {
    const editor = editorWith(elements);
    const ids = () => docToElements(editor.getJSON()).map((e) => e.id);
    editor.commands.setTextSelection(2); // in the title
    expect(moveCurrentElement(editor, 'up')).toBe(false);
    expect(moveCurrentElement(editor, 'down')).toBe(true);
    expect(ids()).toEqual(['a1', 'title', 'b1', 's1', 'b2']);
    editor.commands.undo();
    expect(ids()).toEqual(['title', 'a1', 'b1', 's1', 'b2']);
    editor.destroy();
  });

  it('gives a paragraph split by Enter a fresh id and keeps the original one', () => {
    const editor = editorWith(elements);
    editor.chain().setTextSelection(3).splitBlock().run();
    const list = docToElements(editor.getJSON());
    expect(list[0]!.id).toBe('title');
    expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
    editor.destroy();
  });
});
