import { useCallback, useSyncExternalStore } from 'react';

/** The system's « reduce motion » setting: no typing animation, no smooth scroll, no fades. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * One MediaQueryList per query for the page's life: `matchMedia` parses its query and builds a
 * new list on every call, and a hook reads its snapshot at each render of its component (the
 * tutorial's bubble renders every 25 ms while it types). A list's `matches` stays current by
 * itself. Kept per `matchMedia` function, so a test that stubs it gets lists of its stub. Null
 * where the browser cannot tell (no matchMedia: jsdom).
 */
const lists = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>();
function mediaList(query: string): MediaQueryList | null {
  const matchMedia = typeof window === 'undefined' ? undefined : window.matchMedia;
  if (typeof matchMedia !== 'function') return null;
  let known = lists.get(matchMedia);
  if (!known) lists.set(matchMedia, (known = new Map()));
  let list = known.get(query);
  if (!list) known.set(query, (list = window.matchMedia(query)));
  return list;
}

/** Whether the media query matches now; false where the browser cannot tell. */
export const mediaMatches = (query: string): boolean => mediaList(query)?.matches ?? false;

/** Whether the system asks for less motion now (a jump instead of a smooth scroll). */
export const prefersReducedMotion = (): boolean => mediaMatches(REDUCED_MOTION);

/**
 * True while the media query matches (docs/product.md §9 breakpoints: phone under 768 px, the
 * wizard's and editor's side columns from 1024 px). Read during render, so the first frame
 * already has the right variant.
 */
export function useMedia(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaMatches(query),
    () => false,
  );
}
