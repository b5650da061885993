/**
 * Which section the sections panel highlights (docs/product.md §9: a heading counts as visible from
 * 30 %). Reading goes down, so the first visible heading names the section being read. With no
 * heading on screen (inside a long article) it is the last heading scrolled past. Once the document
 * is scrolled to its end the reader is in the last section, whatever is on screen: the final
 * articles can no longer reach the top, and which headings are visible there depends on the
 * fonts and the viewport, so the rule must not.
 */
export function pickActiveSection(
  order: readonly string[],
  visible: ReadonlySet<string>,
  atEnd: boolean,
  above: ReadonlySet<string> = new Set(),
): string | null {
  if (atEnd) return order.at(-1) ?? null;
  const shown = order.filter((id) => visible.has(id));
  if (shown.length === 0) return order.filter((id) => above.has(id)).at(-1) ?? null;
  return shown[0] ?? null;
}

/**
 * True when a scroller that can scroll is at its bottom (a pixel of slack for fractional
 * scroll positions on high-density screens). A page shorter than its window is not "at the
 * end": its reader is at the top, reading the first section.
 */
export function isScrolledToEnd(scroller: {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}): boolean {
  const { scrollTop, clientHeight, scrollHeight } = scroller;
  return scrollHeight > clientHeight + 1 && scrollTop + clientHeight >= scrollHeight - 2;
}
