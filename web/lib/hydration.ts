import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a page the build prerendered (build/prerender.ts), and while the
 * build renders it; true on every other render. The prerendered HTML was made with no session and
 * no browser storage: a component that reads them renders as the build did until hydration is
 * over, then again with what the browser knows (React re-renders it at once). Without this, the
 * first render differed from the HTML and React threw the HTML away (a hydration mismatch).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
