import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { fetchSessionUser, SESSION_QUERY_KEY, type SessionUser } from './session';
import { SESSION_STALE_MS, type SessionSource, type SessionStore } from './session-store';

/**
 * Moves the session read so far by `store` into `client`'s cache under SESSION_QUERY_KEY, and
 * makes the store mirror that query from now on: the answer already read is reused (same age),
 * a read under way is awaited rather than asked again.
 */
export function adoptSession(store: SessionStore, client: QueryClient): void {
  const handed = store.handOver();
  if (handed && !(handed instanceof Promise))
    client.setQueryData(SESSION_QUERY_KEY, handed.user, { updatedAt: handed.at });
  let pending = handed instanceof Promise ? handed : null;
  const observer = new QueryObserver<SessionUser | null>(client, {
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => {
      const first = pending;
      pending = null;
      return first ?? fetchSessionUser(signal);
    },
    staleTime: SESSION_STALE_MS,
    refetchOnWindowFocus: true,
  });
  let snapshot = toSnapshot(observer.getCurrentResult());
  const source: SessionSource = {
    getSnapshot: () => snapshot,
    subscribe: (listener) =>
      observer.subscribe((result) => {
        const next = toSnapshot(result);
        if (next.user === snapshot.user && next.isPending === snapshot.isPending) return;
        snapshot = next;
        listener();
      }),
    refetch: () => observer.refetch(),
  };
  store.adopt(source);
}

function toSnapshot(result: { data: SessionUser | null | undefined; isPending: boolean }) {
  // A failed session read leaves the visitor signed out rather than spinning.
  return { user: result.data ?? null, isPending: result.isPending };
}
