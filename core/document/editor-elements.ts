import type { ContractDocument, EditorElement } from '../schemas/document';
import { runsToHtml } from './html';

export type { EditorElement };

/**
 * The document as the editor's element list, in order (SPEC §3 "Contract elements"): type,
 * style, text as HTML, height for spacers — plus our stable `id`.
 */
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
