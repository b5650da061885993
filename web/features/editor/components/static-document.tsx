import { useLayoutEffect, useRef } from 'react';
import type { ContractElement, Run } from '@core/schemas/document';
import { styleClass } from '@core/document/styles';
import { MARK_TAGS_INNERMOST_FIRST } from '../../../components/contract-text/run-view';
import { elementTag } from '../model/element-tag';

/** ProseMirror gives an empty line (an empty paragraph, or one ending in a break) its height. */
const needsTrailingBreak = (runs: readonly Run[]) => {
  const text = runs.map((r) => r.text).join('');
  return text === '' || text.endsWith('\n');
};

/** One run: its text and line breaks inside its marks (the wizard's preview: RunView). */
function runNode(run: Run): Node {
  const lines = run.text.split(/\r?\n/);
  let node: Node = document.createDocumentFragment();
  lines.forEach((line, i) => {
    if (i > 0) node.appendChild(document.createElement('br'));
    if (line) node.appendChild(document.createTextNode(line));
  });
  for (const [flag, tag] of MARK_TAGS_INNERMOST_FIRST) {
    if (!run[flag]) continue;
    const mark = document.createElement(tag);
    mark.appendChild(node);
    node = mark;
  }
  return node;
}

/** One element as ProseMirror writes it (model/extensions.ts): tag, id, style, class, alignment. */
function elementNode(el: ContractElement): HTMLElement {
  if (el.type === 'spacer') {
    const spacer = document.createElement('div');
    spacer.dataset.elementId = el.id;
    spacer.dataset.spacer = '';
    spacer.className = 'contract-spacer';
    spacer.setAttribute('aria-hidden', 'true');
    spacer.style.height = `${Number(el.height) || 0}pt`;
    return spacer;
  }
  const paragraph = document.createElement(elementTag(el.style));
  paragraph.dataset.elementId = el.id;
  paragraph.dataset.style = el.style;
  paragraph.className = `contract-el ${styleClass(el.style)}`;
  if (el.align) paragraph.style.textAlign = el.align;
  for (const run of el.runs) paragraph.appendChild(runNode(run));
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
