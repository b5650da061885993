import type { ContractDocument } from '@core/schemas/document';

/**
 * Above either bound a document goes to the pool's heavy lane (render-pool.ts): the largest
 * combined contract has 195 elements and ~25,000 characters (10 pages, ~30 ms of layout); 5,000
 * short paragraphs take ~2 s. Four times the largest contract leaves every real one in the
 * normal lane.
 */
export const HEAVY_ELEMENTS = 1_000;
export const HEAVY_CHARACTERS = 100_000;

/**
 * Whether a document's layout is expected to be long, estimated before rendering from its
 * element count and characters: O(runs), no text is read (the finer cost model, limits.ts
 * estimateLayoutCost, walks every character and runs in the render process).
 */
export function isHeavy(doc: ContractDocument): boolean {
  if (doc.elements.length > HEAVY_ELEMENTS) return true;
  let characters = doc.title.length;
  for (const element of doc.elements) {
    if (element.type !== 'paragraph') continue;
    for (const run of element.runs) characters += run.text.length;
    if (characters > HEAVY_CHARACTERS) return true;
  }
  return false;
}
