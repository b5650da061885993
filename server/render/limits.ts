import type { ContractDocument } from '@core/schemas/document';
import { AppError } from '../errors';

/**
 * Size limit of a rendered document, decided by measurement (bench/README.md): Typst lays out
 * 10,000 short lines (164 pages) in ~0.4 s and 60,000 (984 pages) in ~1.2 s of a worker, and a
 * 1 MiB body of one-character lines would be ~330,000 lines. A contract longer than ~330 pages
 * is not a contract: it is refused with 413 before any layout, never truncated.
 */
export const MAX_RENDER_LINES = 20_000;

/** Characters on one 10 pt line of the A4 text width (180 mm) — a deliberate over-estimate. */
const CHARS_PER_LINE = 110;

/** Estimated printed lines: each hard line break starts a line, long lines wrap. O(characters). */
export function estimateLines(doc: ContractDocument): number {
  let lines = 0;
  for (const el of doc.elements) {
    if (el.type === 'spacer') {
      lines += 1;
      continue;
    }
    let current = 0;
    for (const run of el.runs) {
      for (let i = 0; i < run.text.length; i++) {
        if (run.text.charCodeAt(i) === 10) {
          lines += Math.max(1, Math.ceil(current / CHARS_PER_LINE));
          current = 0;
        } else current++;
      }
    }
    lines += Math.max(1, Math.ceil(current / CHARS_PER_LINE));
  }
  return lines;
}

/** Throws DOCUMENT_TOO_LARGE (413) when the document is beyond what we lay out. */
export function assertRenderable(doc: ContractDocument, maxLines = MAX_RENDER_LINES): void {
  if (estimateLines(doc) > maxLines) throw new AppError('DOCUMENT_TOO_LARGE');
}
