import type { ContractElement } from '@core/document';

/**
 * The preview's sections: the document's flat elements cut into titled blocks, so the preview
 * can scroll to and highlight a whole clause. `key` is the article key for an
 * article (its ContractArticle element id), else the id without its paragraph number
 * (« parties-3 » → « parties »), so the parties and preamble blocks are targets too.
 */
export type Section = { key: string; article: boolean; elements: ContractElement[] };

const owner = (id: string) => id.replace(/-\d+$/, '');
const isArticle = (el: ContractElement) =>
  el.type === 'paragraph' && el.style === 'ContractArticle';
const isHeading = (el: ContractElement) =>
  el.type === 'paragraph' && (el.style === 'ContractTitle' || el.style === 'ContractSubtitle');
// The signature block and what follows it (legal review H13) close the last article.
const closesArticle = (el: ContractElement, outsideId: string | undefined) =>
  el.id === outsideId || el.id.startsWith('signatures') || el.id.startsWith('sig-');

export function sections(elements: readonly ContractElement[], outsideId?: string): Section[] {
  const out: Section[] = [];
  for (const el of elements) {
    const last = out[out.length - 1];
    const starts =
      !last ||
      isArticle(el) ||
      isHeading(el) ||
      (last.article
        ? closesArticle(el, outsideId)
        : el.id === outsideId || owner(el.id) !== last.key);
    if (starts)
      out.push({
        key: isArticle(el) ? el.id : owner(el.id),
        article: isArticle(el),
        elements: [el],
      });
    else last.elements.push(el);
  }
  return out;
}
