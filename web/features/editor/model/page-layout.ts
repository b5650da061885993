/**
 * The contract page keeps its A4 proportions (docs/product.md §9: 210 mm wide, 15 mm padding): when
 * the column left between the side panels is narrower than the page, the whole page is scaled
 * down (line breaks stay those of the printed page) instead of squeezing its text column.
 * Phones reflow instead: a page scaled to 375 px would be unreadable.
 */
export const A4_WIDTH_PX = (210 * 96) / 25.4;

/** Below this scale the text gets too small to read; the page reflows instead. */
export const MIN_PAGE_SCALE = 0.6;

export function pageScale(available: number, phone: boolean): number {
  if (phone || !(available > 0) || available >= A4_WIDTH_PX) return 1;
  const scale = available / A4_WIDTH_PX;
  return scale < MIN_PAGE_SCALE ? 1 : Math.floor(scale * 1000) / 1000;
}

/** Accessible name of a paragraph's comment marker: « 1 commentaire », « 2 commentaires ». */
export const commentCountLabel = (n: number) => `${n} commentaire${n > 1 ? 's' : ''}`;

/** Number of comments on each element id (comments without an element are left out). */
export function commentCounts(
  comments: ReadonlyArray<{ elementId?: string | null }>,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of comments)
    if (c.elementId) counts.set(c.elementId, (counts.get(c.elementId) ?? 0) + 1);
  return counts;
}
