import { useEffect, useState, type FocusEvent } from 'react';

/**
 * Closes a notice `ms` after it is shown, but never while the pointer or the keyboard focus is
 * inside it: the delay waits and starts again in full once both have left, so a keyboard or
 * screen-reader user who reaches the notice's link has all the time they need (WCAG 2.2.1,
 * RGAA 13.1 — docs/accessibility-audit.md). Spread `holdProps` on the notice's outer element.
 */
export function useCloseAfter(open: boolean, ms: number, close: () => void) {
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const held = pointerInside || focusInside;

  useEffect(() => {
    if (!open || held) return;
    const timer = setTimeout(close, ms);
    return () => clearTimeout(timer);
  }, [open, held, ms, close]);

  // A closed notice leaves nothing held behind for the next one.
  useEffect(() => {
    if (open) return;
    setPointerInside(false);
    setFocusInside(false);
  }, [open]);

  const holdProps = {
    onPointerEnter: () => setPointerInside(true),
    onPointerLeave: () => setPointerInside(false),
    onFocus: () => setFocusInside(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving between the notice's own link and button keeps it held.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
    },
  };
  return { held, holdProps };
}
