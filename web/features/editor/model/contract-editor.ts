import { Editor } from '@tiptap/core';
import type { ContractElement } from '@core/schemas/document';
import { elementsToDoc } from './convert';
import { editorExtensions } from './extensions';

/**
 * The contract's TipTap editor, built apart from the page that shows it (in a detached element,
 * which EditorContent then moves into place). Building ProseMirror's whole document is one of the
 * longest tasks of the editor's arrival: made on its own, before the workspace renders, neither
 * blocks the page as long as the two together did (docs/design.md §7 « First load »).
 */
export function createContractEditor(elements: ContractElement[]): Editor {
  return new Editor({
    extensions: editorExtensions,
    // Its stylesheet is an inline <style>, which the CSP refuses: editor.css has what counts.
    injectCSS: false,
    content: elementsToDoc(elements),
    editorProps: {
      attributes: {
        'aria-label': 'Contenu du contrat',
        role: 'textbox',
        'aria-multiline': 'true',
        spellcheck: 'true',
        lang: 'fr',
      },
    },
  });
}
