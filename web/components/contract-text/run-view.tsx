import type { ReactNode } from 'react';
import type { Run } from '@core/schemas/document';

/**
 * One run of a contract paragraph: its text with its line breaks, inside its marks in the order of
 * the editor's schema (bold outermost, then italic, underline, highlight), for the wizard's
 * preview and the editor's page painted before TipTap. Text is always React text, never HTML.
 */
export function RunView({ run }: { run: Run }): ReactNode {
  const lines = run.text.split(/\r?\n/);
  let node: ReactNode = lines.flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));
  if (run.highlight) node = <mark>{node}</mark>;
  if (run.underline) node = <u>{node}</u>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  return node;
}
