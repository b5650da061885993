import type { ContractDocument, ElementStyle } from '../schemas/document';
import { runsToHtml } from './html';

/**
 * One editor element (SPEC §3 "Contract elements"): type, style, text as HTML, height for
 * spacers — plus our stable `id`, so comments stay anchored when the text moves.
 */
export type EditorElement =
  | { id: string; type: 'paragraph'; style: ElementStyle; text: string; align?: string }
  | { id: string; type: 'spacer'; style: 'ContractBody'; text: ''; height: number };

/** The document as the editor's element list, in order. */
export function toEditorElements(doc: ContractDocument): EditorElement[] {
  return doc.elements.map((el) =>
    el.type === 'spacer'
      ? { id: el.id, type: 'spacer', style: 'ContractBody', text: '', height: el.height }
      : {
          id: el.id,
          type: 'paragraph',
          style: el.style,
          text: runsToHtml(el.runs),
          ...(el.align ? { align: el.align } : {}),
        },
  );
}
