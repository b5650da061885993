import type {
  ContractDocument,
  ContractElement,
  ElementStyle,
  ParagraphElement,
} from '../schemas/document';
import { disclaimerStart } from './disclaimer';
import { escapeHtml, runsToHtml } from './html';

/** Semantic tag per style: the title is h1, parts and articles h2, sub-articles h3. */
const TAGS: Record<ElementStyle, string> = {
  ContractTitle: 'h1',
  ContractSubtitle: 'h2',
  ContractArticle: 'h2',
  ContractSubArticle: 'h3',
  ContractBody: 'p',
  ContractListItem: 'li',
  ContractSignature: 'p',
  ContractNotice: 'p',
};

/** `ContractSubArticle` → `contract-sub-article`: one class per style for the stylesheet. */
export const styleClass = (style: ElementStyle): string =>
  style.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

function paragraphHtml(el: ParagraphElement): string {
  const tag = TAGS[el.style];
  const classes = [styleClass(el.style), el.align ? `contract-align-${el.align}` : '']
    .filter(Boolean)
    .join(' ');
  return `<${tag} id="${escapeHtml(el.id)}" class="${classes}">${runsToHtml(el.runs)}</${tag}>`;
}

function spacerHtml(id: string, height: number): string {
  return `<div id="${escapeHtml(id)}" class="contract-spacer" data-height="${height}" aria-hidden="true"></div>`;
}

/** Wraps list items in <ul> and keeps each signature block in one unbreakable <div>. */
function groupKey(el: ContractElement): string | null {
  if (el.type !== 'paragraph') return null;
  if (el.style === 'ContractListItem') return 'ul class="contract-list"';
  if (el.style === 'ContractSignature') return 'div class="contract-signatures"';
  return null;
}

/**
 * The contract as escaped, semantic HTML for the preview and the printable page: h1/h2/h3/p
 * with one class per style, inline <strong>/<em>/<u>/<mark> only, element ids as HTML ids; the
 * part after the signatures in a <section class="contract-disclaimer"> (a page of its own in print).
 */
export function renderHtml(doc: ContractDocument): string {
  const parts: string[] = [];
  let open: string | null = null;
  // LEGAL.md H13: what follows the signatures is outside the deed, in its own section.
  const outside = disclaimerStart(doc.elements);
  doc.elements.forEach((el, i) => {
    if (i === outside) {
      if (open) parts.push(`</${open.split(' ')[0]}>`);
      open = null;
      parts.push('<section class="contract-disclaimer">');
    }
    const key = groupKey(el);
    if (open && key !== open) {
      parts.push(`</${open.split(' ')[0]}>`);
      open = null;
    }
    if (key && key !== open) {
      parts.push(`<${key}>`);
      open = key;
    }
    parts.push(el.type === 'paragraph' ? paragraphHtml(el) : spacerHtml(el.id, el.height));
  });
  if (open) parts.push(`</${(open as string).split(' ')[0]}>`);
  if (outside >= 0) parts.push('</section>');
  return `<article class="contract" lang="fr">${parts.join('')}</article>`;
}
