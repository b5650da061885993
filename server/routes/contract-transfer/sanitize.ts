import sanitizeHtml from 'sanitize-html';
import type { ContractExport, ExportedComment, ExportedElement } from '@core/schemas/contract-export';

/** DESIGN §3: the only markup the editor's HTML may keep. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'em', 'u', 'mark', 'br', 'div'],
  allowedAttributes: { p: ['style'], div: ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|center|right|justify)$/] } },
};
const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

const decode = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/**
 * Plain text stays plain: text without « < » is returned untouched (so a round trip is
 * exact), anything that parses as a tag is removed until nothing changes, so no stored text
 * can ever hold a <script> or an event handler, even once decoded.
 */
export function stripMarkup(value: string): string {
  if (!value.includes('<')) return value;
  let current = value;
  for (let i = 0; i < 8; i++) {
    const next = decode(sanitizeHtml(current, NO_MARKUP));
    if (next === current) break;
    current = next;
  }
  return current.replace(/<(?=[a-zA-Z!/?])/g, '');
}

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT);

/** Every string of a JSON value, deeply (form_data is plain objects, arrays and scalars). */
export function stripMarkupDeep<T>(value: T): T {
  if (typeof value === 'string') return stripMarkup(value) as T;
  if (Array.isArray(value)) return value.map((item) => stripMarkupDeep(item)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = stripMarkupDeep(item);
    return out as T;
  }
  return value;
}

function sanitizeElement(element: ExportedElement): ExportedElement {
  if ('runs' in element) {
    return { ...element, runs: element.runs.map((run) => ({ ...run, text: stripMarkup(run.text) })) };
  }
  if ('text' in element) return { ...element, text: sanitizeRichText(element.text) };
  return element;
}

const sanitizeComment = (comment: ExportedComment): ExportedComment => stripMarkupDeep(comment);

/** The imported contract with every text made safe to store and to render. */
export function sanitizeImport(contract: ContractExport): ContractExport {
  return {
    ...contract,
    title: stripMarkup(contract.title),
    form_data: stripMarkupDeep(contract.form_data),
    ...(contract.elements ? { elements: contract.elements.map(sanitizeElement) } : {}),
    ...(contract.comments ? { comments: contract.comments.map(sanitizeComment) } : {}),
  };
}
