import { htmlToRuns } from '@core/document/html-to-runs';
import { contractElementSchema, type ContractElement } from '@core/schemas/document';
import type { HtmlElement } from '@core/schemas/contract-export';
import { sanitizeElementHtml } from './sanitize-element-html';

/**
 * The one place foreign HTML becomes the model (docs/document-model.md "One shape"): an element
 * in the specification's HTML form — an imported file, or a row stored before migration 0003 —
 * is bounded, sanitised with the one allowlist, then parsed into runs. Nothing downstream ever
 * sees HTML again. Returns null for an element that does not fit the model (too long).
 */
export function elementFromHtml(el: HtmlElement, index: number): ContractElement | null {
  const id = el.id ?? `element-${index + 1}`;
  if (el.type === 'spacer') return { id, type: 'spacer', height: el.height ?? 0 };
  const { runs, align } = htmlToRuns(sanitizeElementHtml(el.text));
  const chosen = el.align ?? align;
  const result = contractElementSchema.safeParse({
    id,
    type: 'paragraph',
    style: el.style,
    runs,
    ...(chosen ? { align: chosen } : {}),
  });
  return result.success ? result.data : null;
}
