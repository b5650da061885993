import type { ContractElement } from '../schemas/document';

/**
 * Gives later duplicates of an element id a fresh suffix (`-2`, `-3`…): comments are anchored
 * by id, so ids must be unique within a document. The first holder keeps its id.
 */
export function uniqueIds(elements: readonly ContractElement[]): ContractElement[] {
  const seen = new Set<string>();
  return elements.map((el) => {
    let id = el.id;
    for (let n = 2; seen.has(id); n++) id = `${el.id.slice(0, 70)}-${n}`;
    seen.add(id);
    return id === el.id ? el : { ...el, id };
  });
}
