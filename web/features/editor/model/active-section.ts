/**
 * Which section the sections panel highlights (SPEC §9: a heading counts as visible from 30 %).
 * Reading goes down, so the first visible heading names the section being read — except once
 * the document is scrolled to its end: the last sections can no longer reach the top, so the
 * last visible heading wins (otherwise the final articles could never be highlighted). With no
 * heading on screen (inside a long article) it is the last heading scrolled past.
 */
export function pickActiveSection(
  order: readonly string[],
  visible: ReadonlySet<string>,
  atEnd: boolean,
  above: ReadonlySet<string> = new Set(),
): string | null {
  const shown = order.filter((id) => visible.has(id));
  if (shown.length === 0) return order.filter((id) => above.has(id)).at(-1) ?? null;
  return (atEnd ? shown[shown.length - 1] : shown[0]) ?? null;
}
