import { RUN_MARKS, runLines } from '@core/document/runs';
import type { ParagraphElement, Run, SpacerElement } from '@core/schemas/document';
import { styleClass } from '@core/document/styles';
import { MARK_TAG, spacerHeight } from './marks';

/**
 * A contract's elements written with the DOM's own calls, for the pages that show a contract
 * without React components: the editor's page before TipTap arrives (static-document.tsx) and
 * the printable window (print-view.ts). The wizard's preview draws the same tags, marks and
 * units as components (run-view.tsx, marks.ts). Text is DOM text, never HTML.
 */

/** One run: its lines with a <br> between, inside its marks, innermost first. */
export function runNode(doc: Document, run: Run): Node {
  let node: Node = doc.createDocumentFragment();
  runLines(run).forEach((line, i) => {
    if (i > 0) node.appendChild(doc.createElement('br'));
    if (line) node.appendChild(doc.createTextNode(line));
  });
  for (const mark of RUN_MARKS) {
    if (!run[mark]) continue;
    const wrap = doc.createElement(MARK_TAG[mark]);
    wrap.appendChild(node);
    node = wrap;
  }
  return node;
}

/** One paragraph as `tag`, with its style's class, its alignment and its runs. */
export function paragraphNode(doc: Document, el: ParagraphElement, tag: string): HTMLElement {
  const paragraph = doc.createElement(tag);
  paragraph.className = styleClass(el.style);
  if (el.align) paragraph.style.textAlign = el.align;
  for (const run of el.runs) paragraph.appendChild(runNode(doc, run));
  return paragraph;
}

/** A spacer: empty room, hidden from assistive technologies. */
export function spacerNode(doc: Document, el: SpacerElement): HTMLElement {
  const spacer = doc.createElement('div');
  spacer.setAttribute('aria-hidden', 'true');
  spacer.style.height = spacerHeight(el);
  return spacer;
}
