import { htmlToRuns } from '@core/document/html-to-runs';
import { runsToHtml } from '@core/document/html';
import type { JSONContent } from '@tiptap/core';
import type { Alignment, ContractDocument, ContractElement, EditorElement, ElementStyle, Run } from '@core/schemas/document';
import { ALIGNMENTS, ELEMENT_STYLES } from '@core/schemas/document';

/**
 * The editor holds ONE ProseMirror document whose top-level nodes are the contract's elements
 * (contractParagraph / contractSpacer, each carrying the element's stable id and style). These
 * pure functions convert between that document and the model: the API's elements (text as
 * HTML) in, runs out (save, PDF, Word, print).
 */
export const PARAGRAPH = 'contractParagraph';
export const SPACER = 'contractSpacer';

const FLAGS = [
  ['bold', 'bold'],
  ['italic', 'italic'],
  ['underline', 'underline'],
  ['highlight', 'highlight'],
] as const;

function runToNodes(run: Run): JSONContent[] {
  const marks = FLAGS.filter(([flag]) => run[flag]).map(([, type]) => ({ type }));
  const nodes: JSONContent[] = [];
  run.text.split('\n').forEach((part, i) => {
    if (i > 0) nodes.push({ type: 'hardBreak' });
    if (part) nodes.push({ type: 'text', text: part, ...(marks.length ? { marks } : {}) });
  });
  return nodes;
}

/** API elements (SPEC shape, HTML text) → the editor's document. */
export function elementsToDoc(elements: readonly EditorElement[]): JSONContent {
  return {
    type: 'doc',
    content: elements.map((el) => {
      if (el.type === 'spacer') return { type: SPACER, attrs: { id: el.id, height: el.height } };
      const parsed = htmlToRuns(el.text);
      return {
        type: PARAGRAPH,
        attrs: { id: el.id, style: el.style, textAlign: el.align ?? parsed.align ?? null },
        content: parsed.runs.flatMap(runToNodes),
      };
    }),
  };
}

const isStyle = (s: unknown): s is ElementStyle => (ELEMENT_STYLES as readonly unknown[]).includes(s);
const isAlign = (s: unknown): s is Alignment => (ALIGNMENTS as readonly unknown[]).includes(s);

function nodeRuns(content: readonly JSONContent[] = []): Run[] {
  const runs: Run[] = [];
  for (const node of content) {
    const text = node.type === 'hardBreak' ? '\n' : node.type === 'text' ? (node.text ?? '') : '';
    if (!text) continue;
    const types = new Set((node.marks ?? []).map((m) => m.type));
    const run: Run = { text };
    for (const [flag, type] of FLAGS) if (types.has(type)) run[flag] = true;
    const last = runs.at(-1);
    if (last && FLAGS.every(([flag]) => !!last[flag] === !!run[flag])) last.text += text;
    else runs.push(run);
  }
  return runs;
}

/** The editor's document → the model's elements (runs), in document order. */
export function docToElements(doc: JSONContent): ContractElement[] {
  return (doc.content ?? []).flatMap((node, i): ContractElement[] => {
    const id = typeof node.attrs?.id === 'string' && node.attrs.id ? node.attrs.id : `element-${i + 1}`;
    if (node.type === SPACER) return [{ id, type: 'spacer', height: Number(node.attrs?.height) || 0 }];
    if (node.type !== PARAGRAPH) return [];
    const style = isStyle(node.attrs?.style) ? node.attrs.style : 'ContractBody';
    const align = node.attrs?.textAlign;
    return [{ id, type: 'paragraph', style, runs: nodeRuns(node.content), ...(isAlign(align) ? { align } : {}) }];
  });
}

/** The model's elements → the spec's elements for the PUT (text as HTML, plus id and align). */
export function toSaveElements(elements: readonly ContractElement[]): EditorElement[] {
  return elements.map((el) =>
    el.type === 'spacer'
      ? { id: el.id, type: 'spacer', style: 'ContractBody', text: '', height: el.height }
      : { id: el.id, type: 'paragraph', style: el.style, text: runsToHtml(el.runs), ...(el.align ? { align: el.align } : {}) },
  );
}

/** The edited contract as the one document the PDF and Word renderers take (DESIGN §1). */
export const toContractDocument = (title: string, elements: ContractElement[]): ContractDocument => ({
  title: title.slice(0, 300),
  lang: 'fr',
  elements,
});

/** Plain text of a paragraph (section labels, search, the comment's context). */
export const elementText = (el: ContractElement): string =>
  el.type === 'paragraph' ? el.runs.map((r) => r.text).join('') : '';
