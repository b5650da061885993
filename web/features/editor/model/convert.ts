import type { JSONContent } from '@tiptap/core';
import type {
  Alignment,
  ContractDocument,
  ContractElement,
  ElementStyle,
  Run,
} from '@core/schemas/document';
import { ALIGNMENTS, ELEMENT_STYLES } from '@core/schemas/document';
import { appendRun } from '@core/document/runs';

/**
 * The editor holds ONE ProseMirror document whose top-level nodes are the contract's elements
 * (contractParagraph / contractSpacer, each carrying the element's stable id and style). These
 * pure functions convert between that document and the model (runs), which is also what the
 * API loads and saves: no HTML on the way (docs/document-model.md).
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

/** The model's elements → the editor's document. */
export function elementsToDoc(elements: readonly ContractElement[]): JSONContent {
  return {
    type: 'doc',
    content: elements.map((el) =>
      el.type === 'spacer'
        ? { type: SPACER, attrs: { id: el.id, height: el.height } }
        : {
            type: PARAGRAPH,
            attrs: { id: el.id, style: el.style, textAlign: el.align ?? null },
            content: el.runs.flatMap(runToNodes),
          },
    ),
  };
}

const isStyle = (s: unknown): s is ElementStyle =>
  (ELEMENT_STYLES as readonly unknown[]).includes(s);
const isAlign = (s: unknown): s is Alignment => (ALIGNMENTS as readonly unknown[]).includes(s);

function nodeRuns(content: readonly JSONContent[] = []): Run[] {
  const runs: Run[] = [];
  for (const node of content) {
    const text = node.type === 'hardBreak' ? '\n' : node.type === 'text' ? (node.text ?? '') : '';
    if (!text) continue;
    const types = new Set((node.marks ?? []).map((m) => m.type));
    const run: Run = { text };
    for (const [flag, type] of FLAGS) if (types.has(type)) run[flag] = true;
    appendRun(runs, run);
  }
  return runs;
}

/** The editor's document → the model's elements (runs), in document order. */
export function docToElements(doc: JSONContent): ContractElement[] {
  return (doc.content ?? []).flatMap((node, i): ContractElement[] => {
    const id =
      typeof node.attrs?.id === 'string' && node.attrs.id ? node.attrs.id : `element-${i + 1}`;
    if (node.type === SPACER)
      return [{ id, type: 'spacer', height: Number(node.attrs?.height) || 0 }];
    if (node.type !== PARAGRAPH) return [];
    const style = isStyle(node.attrs?.style) ? node.attrs.style : 'ContractBody';
    const align = node.attrs?.textAlign;
    return [
      {
        id,
        type: 'paragraph',
        style,
        runs: nodeRuns(node.content),
        ...(isAlign(align) ? { align } : {}),
      },
    ];
  });
}

/** The edited contract as the one document the PDF and Word renderers take (docs/design.md §1). */
export const toContractDocument = (
  title: string,
  elements: ContractElement[],
): ContractDocument => ({
  title: title.slice(0, 300),
  lang: 'fr',
  elements,
});

/** Plain text of a paragraph (section labels, search, the comment's context). */
export const elementText = (el: ContractElement): string =>
  el.type === 'paragraph' ? el.runs.map((r) => r.text).join('') : '';
