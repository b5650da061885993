/** The gap between the selection and the toolbar (TipTap applies it after flip, so flip adds it). */
const GAP_PX = 8;

/**
 * How much of the window's top and bottom the editor's own bars hide: the sticky header
 * (`data-editor-bar="top"`) and the floating dock (`data-editor-bar="bottom"`). Read at each
 * placement, since the header's height changes with the window's width.
 */
export function hiddenEdges(doc: Document = document): { top: number; bottom: number } {
  const rect = (edge: string) =>
    doc.querySelector<HTMLElement>(`[data-editor-bar="${edge}"]`)?.getBoundingClientRect();
  const header = rect('top');
  const dock = rect('bottom');
  const viewport = doc.defaultView?.innerHeight ?? 0;
  return {
    top: Math.max(0, header?.bottom ?? 0),
    bottom: dock ? Math.max(0, viewport - dock.top) : 0,
  };
}

/**
 * Floating UI options for the selection toolbar: above the selection, or below it when the room
 * above is under the sticky header — never over the text it formats. Without
 * the padding, flip only knew the window's edges and put the toolbar under the header, where it
 * hid the selection's first line or was hidden itself.
 */
export const SELECTION_TOOLBAR_OPTIONS = {
  placement: 'top' as const,
  offset: GAP_PX,
  // A function: Floating UI calls it at each placement, so the padding follows the bars.
  flip: () => {
    const edges = hiddenEdges();
    return {
      fallbackPlacements: ['bottom' as const],
      padding: { top: edges.top + GAP_PX, bottom: edges.bottom + GAP_PX },
    };
  },
  shift: { padding: GAP_PX },
};
