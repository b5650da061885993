import { useSyncExternalStore } from 'react';

/** docs/product.md §9: mobile is under 768 px. One variant is rendered at a time, so element ids stay unique. */
const QUERY = '(min-width: 768px)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
