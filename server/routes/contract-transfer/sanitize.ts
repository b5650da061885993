import sanitizeHtml from 'sanitize-html';
import { uniqueIds } from '@core/document/unique-ids';
import type {
  ContractExport,
  ExportedComment,
  ExportedElement,
  HtmlElement,
} from '@core/schemas/contract-export';
import type { ContractElement } from '@core/schemas/document';
import { assertSaveHtmlBounded } from '../../sanitize/html-bounds';
import { elementFromHtml } from '../../sanitize/html-element';

/** Plain text only: every tag goes (the rich-text allowlist is server/sanitize's, the only one). */
const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

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

const isHtml = (el: ExportedElement): el is HtmlElement => 'text' in el;

/**
 * The file's elements as the model: ours (runs) with their text made plain, the
 * specification's HTML ones converted at this edge by the one sanitiser, ids made unique.
 */
function importedElements(list: readonly ExportedElement[]): ContractElement[] {
  assertSaveHtmlBounded(
    list.flatMap((el, i) =>
      isHtml(el) && el.type === 'paragraph' ? [{ html: el.text, path: `elements.${i}.text` }] : [],
    ),
  );
  const elements = list.flatMap((el, i): ContractElement[] => {
    if (isHtml(el)) {
      const converted = elementFromHtml(el, i);
      return converted ? [converted] : [];
    }
    return el.type === 'paragraph'
      ? [{ ...el, runs: el.runs.map((run) => ({ ...run, text: stripMarkup(run.text) })) }]
      : [el];
  });
  return uniqueIds(elements);
}

const sanitizeComment = (comment: ExportedComment): ExportedComment => stripMarkupDeep(comment);

export type ImportedContract = Omit<ContractExport, 'elements'> & { elements?: ContractElement[] };

/** The imported contract with every text made safe to store and to render, its elements as the model. */
export function sanitizeImport(contract: ContractExport): ImportedContract {
  const { elements: _foreign, ...rest } = contract;
  return {
    ...rest,
    title: stripMarkup(contract.title),
    form_data: stripMarkupDeep(contract.form_data),
    ...(contract.elements ? { elements: importedElements(contract.elements) } : {}),
    ...(contract.comments ? { comments: contract.comments.map(sanitizeComment) } : {}),
  };
}
