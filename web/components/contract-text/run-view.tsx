import { createElement, type ReactNode } from 'react';
import type { Run } from '@core/schemas/document';

/**
 * A run's marks as HTML tags, innermost first: the order of the editor's schema, bold outermost,
 * then italic, underline, highlight. Read by both writers of a run (here and the editor's static
 * page, static-document.tsx), so the two always nest alike.
 */
export const MARK_TAGS_INNERMOST_FIRST = [
  ['highlight', 'mark'],
  ['underline', 'u'],
  ['italic', 'em'],
  ['bold', 'strong'],
] as const;

/**
 * One run of a contract paragraph in the wizard's preview: its text with its line breaks, inside
 * its marks. Text is always React text, never HTML.
 */
export function RunView({ run }: { run: Run }): ReactNode {
  const lines = run.text.split(/\r?\n/);
  let node: ReactNode = lines.flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));
  for (const [flag, tag] of MARK_TAGS_INNERMOST_FIRST)
    if (run[flag]) node = createElement(tag, null, node);
  return node;
}
