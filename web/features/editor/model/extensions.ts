import { Extension, Node, mergeAttributes, type Editor } from '@tiptap/core';
import Document from '@tiptap/extension-document';
import Highlight from '@tiptap/extension-highlight';
import TextAlign from '@tiptap/extension-text-align';
import Bold from '@tiptap/extension-bold';
import HardBreak from '@tiptap/extension-hard-break';
import Italic from '@tiptap/extension-italic';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import type { ElementStyle } from '@core/schemas/document';
import { styleClass } from '@core/document/styles';
import { PARAGRAPH, SPACER } from './convert';
import { elementTag } from './element-tag';
import type { Direction } from './element-ops';

let counter = 0;
/** A fresh element id (a paragraph split by Enter or pasted). */
export const newElementId = () => `el-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** One contract paragraph: its id and style are attributes, its text is inline content. */
const ContractParagraph = Node.create({
  name: PARAGRAPH,
  group: 'block',
  content: 'inline*',
  defining: true,
  addAttributes() {
    return {
      id: {
        default: null,
        keepOnSplit: false,
        parseHTML: (el) => el.getAttribute('data-element-id'),
        renderHTML: (a) => ({ 'data-element-id': a.id }),
      },
      style: {
        default: 'ContractBody',
        keepOnSplit: true,
        parseHTML: (el) => el.getAttribute('data-style') ?? 'ContractBody',
        renderHTML: (a) => ({
          'data-style': a.style,
          class: `contract-el ${styleClass(a.style as ElementStyle)}`,
        }),
      },
    };
  },
  parseHTML: () => [
    { tag: 'p' },
    { tag: 'h1' },
    { tag: 'h2' },
    { tag: 'h3' },
    { tag: 'h4' },
    { tag: 'div' },
    { tag: 'li' },
  ],
  renderHTML({ node, HTMLAttributes }) {
    return [elementTag(node.attrs.style as ElementStyle), mergeAttributes(HTMLAttributes), 0];
  },
});

/** A vertical space between blocks (no text, never formatted). */
const ContractSpacer = Node.create({
  name: SPACER,
  group: 'block',
  atom: true,
  selectable: false,
  addAttributes() {
    return {
      id: { default: null, renderHTML: (a) => ({ 'data-element-id': a.id }) },
      height: { default: 0, renderHTML: (a) => ({ style: `height:${Number(a.height) || 0}pt` }) },
    };
  },
  parseHTML: () => [{ tag: 'div[data-spacer]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, {
      'data-spacer': '',
      class: 'contract-spacer',
      'aria-hidden': 'true',
    }),
  ],
});

/**
 * Every element keeps a unique id: a paragraph split by Enter (or pasted) gets a fresh one,
 * the original keeps its own, so comments stay on the element they were made on.
 */
const UniqueIds = Extension.create({
  name: 'uniqueElementIds',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('uniqueElementIds'),
        appendTransaction(transactions, _old, state) {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          const seen = new Set<string>();
          const tr = state.tr;
          state.doc.forEach((node, offset) => {
            const id = node.attrs.id as string | null;
            if (!id || seen.has(id)) {
              const fresh = newElementId();
              tr.setNodeMarkup(offset, undefined, { ...node.attrs, id: fresh });
              seen.add(fresh);
            } else seen.add(id);
          });
          return tr.docChanged ? tr.setMeta('addToHistory', true) : null;
        },
      }),
    ];
  },
});

/** Index of the top-level element holding the selection's start. */
export function currentElementIndex(editor: Editor): number {
  return editor.state.selection.$from.index(0);
}

/**
 * Swaps the current element with its neighbour as ONE transaction (so undo/redo covers moves)
 * and keeps the cursor in the moved element. Nothing happens at either end.
 */
export function moveCurrentElement(editor: Editor, direction: Direction): boolean {
  const { state, view } = editor;
  const { doc, selection } = state;
  const index = selection.$from.index(0);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= doc.childCount) return false;
  const node = doc.child(index);
  const other = doc.child(target);
  let start = 0;
  for (let i = 0; i < Math.min(index, target); i++) start += doc.child(i).nodeSize;
  const first = direction === 'up' ? other : node;
  const second = direction === 'up' ? node : other;
  const tr = state.tr.replaceWith(start, start + first.nodeSize + second.nodeSize, [second, first]);
  const nodeStart = direction === 'up' ? start : start + other.nodeSize;
  const offset = selection.from - selection.$from.before(1);
  const pos = Math.min(nodeStart + Math.max(offset, 1), nodeStart + node.nodeSize - 1);
  tr.setSelection(TextSelection.near(tr.doc.resolve(pos)));
  view.dispatch(tr.scrollIntoView());
  return true;
}

const MoveKeys = Extension.create({
  name: 'moveElementKeys',
  addKeyboardShortcuts() {
    return {
      'Alt-ArrowUp': () => moveCurrentElement(this.editor, 'up'),
      'Alt-ArrowDown': () => moveCurrentElement(this.editor, 'down'),
    };
  },
});

/** The editor's schema: contract elements, bold/italic/underline/highlight, alignment, history. */
export const editorExtensions = [
  Document.extend({ content: 'block+' }),
  // The few marks and nodes the model has, one by one: StarterKit would bring lists, links,
  // code blocks and their dependencies (linkify…) into the editor chunk even when switched off.
  Text,
  Bold,
  Italic,
  Underline,
  HardBreak,
  UndoRedo,
  ContractParagraph,
  ContractSpacer,
  Highlight.configure({ multicolor: false }),
  TextAlign.configure({
    types: [PARAGRAPH],
    alignments: ['left', 'center', 'right', 'justify'],
    defaultAlignment: null,
  }),
  UniqueIds,
  MoveKeys,
];
