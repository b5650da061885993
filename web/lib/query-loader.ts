import { use, useCallback, useSyncExternalStore } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';

/**
 * TanStack Query loads with the first page or piece that needs it, not with the entry: the
 * home page reads the session and the profile flag without it (web/lib/session-store.ts,
 * features/site/home/profile-hint.tsx), which keeps `/` within its JavaScript budget
 * (docs/design.md §7). Every lazy route but home waits for it (web/router.tsx), and so do the
 * lazy pieces that use queries (`withQueryClient`).
 */
let loaded: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-runtime').then(
    ({ queryClient, startQueryRuntime }) => {
      startQueryRuntime();
      loaded = queryClient;
      listeners.forEach((listener) => listener());
      return queryClient;
    },
    (error: unknown) => {
      // A chunk that failed to arrive can be asked for again (the error screens' « Recharger »).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** `load`'s module, once the query client is there too: for React.lazy. */
export async function withQueryClient<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, loadQueryClient()]);
  return module;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * `given` (the build's prerender), else the app's query client once loaded. The same while a
 * prerendered page hydrates: its page waited for the client before hydration began
 * (web/router.tsx), and its queries need it from the first render.
 */
export function useLoadedQueryClient(given?: QueryClient): QueryClient | undefined {
  const current = () => given ?? loaded;
  return useSyncExternalStore(subscribe, current, current);
}

/**
 * The query client for an action (sign-out, forgetting a deleted account): the provided one,
 * or the app's, loaded then.
 */
export function useQueryClientLater(): () => Promise<QueryClient> {
  const provided = use(QueryClientContext);
  return useCallback(() => (provided ? Promise.resolve(provided) : loadQueryClient()), [provided]);
}
