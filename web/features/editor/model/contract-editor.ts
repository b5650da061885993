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
    // Not mounted yet: see mountContractEditor.
    element: null,
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

/**
 * Gives the editor its view: ProseMirror writes every paragraph's DOM, in a detached element that
 * EditorContent then moves into the page. A step of its own, after the document's building.
 */
export function mountContractEditor(editor: Editor) {
  editor.mount(document.createElement('div'));
}
