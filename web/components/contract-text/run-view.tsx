import { createElement, type ReactNode } from 'react';
import { RUN_MARKS, runLines } from '@core/document/runs';
import type { Run } from '@core/schemas/document';
import { MARK_TAG } from './marks';

/**
 * One run of a contract paragraph in the wizard's preview: its text with its line breaks, inside
 * its marks — the tags and nesting of contract-dom.ts, as components. Text is React text, never
 * HTML.
 */
export function RunView({ run }: { run: Run }): ReactNode {
  let node: ReactNode = runLines(run).flatMap((line, i) =>
    i === 0 ? [line] : [<br key={i} />, line],
  );
  for (const mark of RUN_MARKS) if (run[mark]) node = createElement(MARK_TAG[mark], null, node);
  return node;
}
