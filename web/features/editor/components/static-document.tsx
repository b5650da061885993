import { useLayoutEffect, useRef } from 'react';
import type { ContractElement, Run } from '@core/schemas/document';
import { paragraphNode, spacerNode } from '@web/components/contract-text/contract-dom';
import { elementTag } from '../model/element-tag';

/** ProseMirror gives an empty line (an empty paragraph, or one ending in a break) its height. */
const needsTrailingBreak = (runs: readonly Run[]) => {
  const text = runs.map((r) => r.text).join('');
  return text === '' || text.endsWith('\n');
};

/** One element as ProseMirror writes it (model/extensions.ts): tag, id, style, class, alignment. */
function elementNode(el: ContractElement): HTMLElement {
  if (el.type === 'spacer') {
    const spacer = spacerNode(document, el);
    spacer.dataset.elementId = el.id;
    spacer.dataset.spacer = '';
    spacer.className = 'contract-spacer';
    return spacer;
  }
  const paragraph = paragraphNode(document, el, elementTag(el.style));
  paragraph.dataset.elementId = el.id;
  paragraph.dataset.style = el.style;
  paragraph.className = `contract-el ${paragraph.className}`;
  if (needsTrailingBreak(el.runs)) {
    const trailing = document.createElement('br');
    trailing.className = 'ProseMirror-trailingBreak';
    paragraph.appendChild(trailing);
  }
  return paragraph;
}

/**
 * The contract as the editor's page shows it, without the editor: the same tags, classes and
 * attributes ProseMirror writes for each element (model/extensions.ts), so the page has its final
 * layout before TipTap's code has arrived, and trading it for the editor moves nothing
 * (editor-page.tsx). Text is DOM text, never HTML.
 *
 * Written with the DOM's own calls rather than as components: the paragraphs never change once
 * shown, and as ~280 elements of components they were, for Preact, a tree to build at each step of
 * the page's arrival and to walk again when the editor replaced it — the longest part of that
 * task on a phone (docs/design.md §7 « First load »). A longer list that starts with the elements
 * already written (static-workspace.tsx's steps) adds the new ones; any other list rewrites all.
 */
export function StaticDocument({ elements }: { elements: readonly ContractElement[] }) {
  const host = useRef<HTMLDivElement>(null);
  const written = useRef<readonly ContractElement[]>([]);
  useLayoutEffect(() => {
    const box = host.current;
    if (!box) return;
    const before = written.current;
    const extended =
      before.length <= elements.length && before.every((el, i) => el === elements[i]);
    const start = extended ? before.length : 0;
    const added = document.createDocumentFragment();
    for (const el of elements.slice(start)) added.appendChild(elementNode(el));
    if (extended) box.appendChild(added);
    else box.replaceChildren(added);
    written.current = elements;
  }, [elements]);
  return (
    <div>
      <div ref={host} lang="fr" translate="no" className="tiptap ProseMirror" />
    </div>
  );
}
