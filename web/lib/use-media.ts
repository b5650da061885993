import { useCallback, useSyncExternalStore } from 'react';

const matches = (query: string) => window.matchMedia?.(query).matches ?? false;

/**
 * True while the media query matches (docs/product.md §9 breakpoints: phone under 768 px, the
 * wizard's and editor's side columns from 1024 px). Read during render, so the first frame
 * already has the right variant. False where the browser cannot tell (no matchMedia: jsdom).
 */
export function useMedia(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}
