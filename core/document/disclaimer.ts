import type { ContractElement } from '../schemas/document';

const isSignature = (el: ContractElement): boolean =>
  el.type === 'paragraph' && el.style === 'ContractSignature';

/**
 * Where the part outside the signed deed begins (legal review H13): the first paragraph after the
 * last signature line — the « modèle de contrat type » notice the templates put there, or
 * whatever an edited contract keeps after its signatures. Every renderer starts it on a page
 * of its own (PDF, Word, printed view) or visibly apart (preview), so nothing after the
 * signatures reads as part of what was signed. -1 when there is no such paragraph.
 * server/render/pdf/contract.typ applies the same rule in Typst.
 */
export function disclaimerStart(elements: readonly ContractElement[]): number {
  let lastSignature = -1;
  elements.forEach((el, i) => {
    if (isSignature(el)) lastSignature = i;
  });
  if (lastSignature < 0) return -1;
  for (let i = lastSignature + 1; i < elements.length; i++) {
    if (elements[i]?.type === 'paragraph') return i;
  }
  return -1;
}
