import type { ContractElement } from '@core/schemas/document';
import { elementText } from './convert';

/**
 * Element operations of docs/product.md §4 as pure functions (the document view applies the same
 * moves as ProseMirror transactions so undo/redo covers them).
 */
export type Direction = 'up' | 'down';

/** Swaps the element with its neighbour; at either end nothing moves (docs/product.md §4). */
export function moveElement<T>(list: readonly T[], index: number, direction: Direction): T[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

export const canMove = (length: number, index: number, direction: Direction) =>
  direction === 'up' ? index > 0 && index < length : index >= 0 && index < length - 1;

/** docs/product.md §9: section labels are cut at 40 characters, 30 on small screens. */
export function truncateLabel(text: string, small: boolean): string {
  const max = small ? 30 : 40;
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

export type Section = { id: string; index: number; label: string };

/** The article headings of the contract, in order (the sections panel). */
export function sectionsOf(elements: readonly ContractElement[]): Section[] {
  return elements.flatMap((el, index) =>
    el.type === 'paragraph' && el.style === 'ContractArticle'
      ? [{ id: el.id, index, label: elementText(el) }]
      : [],
  );
}

/** docs/product.md §5: a case-insensitive match on the heading text (accents kept). */
export function filterSections(sections: readonly Section[], query: string): Section[] {
  const q = query.trim().toLocaleLowerCase('fr');
  return q ? sections.filter((s) => s.label.toLocaleLowerCase('fr').includes(q)) : [...sections];
}
