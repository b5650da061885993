import { fetchSessionUser, type SessionUser } from './session';

/** What the app knows of the session at one moment. */
export type SessionSnapshot = {
  /** The session's user, anonymous or not; null when there is none (or it could not be read). */
  user: SessionUser | null;
  /** True until the first answer (or failure) of the session read. */
  isPending: boolean;
};

/** Where the session comes from: this module's own read, then TanStack Query's cache. */
export type SessionSource = {
  getSnapshot: () => SessionSnapshot;
  subscribe: (listener: () => void) => () => void;
  refetch: () => Promise<unknown>;
};

/** How long a session answer is fresh: a tab shown again after longer asks again. */
export const SESSION_STALE_MS = 5 * 60_000;

const PENDING: SessionSnapshot = { user: null, isPending: true };

/**
 * The session read without TanStack Query, until a page that needs the query cache has loaded it
 * (web/lib/query-loader.ts): the home page shows who is signed in without the library's code,
 * which kept `/` over its JavaScript budget (docs/design.md §7). Once the cache is there, the
 * session moves into it (`adopt`) and this store only mirrors it, so sign-in, sign-out and
 * invalidations work on it as on any query.
 */
export function createSessionStore(fetchUser = fetchSessionUser) {
  const listeners = new Set<() => void>();
  let own: SessionSnapshot = PENDING;
  let fetchedAt = 0;
  let inflight: Promise<SessionUser | null> | null = null;
  let adopted: SessionSource | null = null;
  let stopAdopted: (() => void) | null = null;

  const notify = () => listeners.forEach((listener) => listener());

  const read = (): Promise<SessionUser | null> => {
    inflight ??= fetchUser()
      .then(
        (user) => {
          own = { user, isPending: false };
          return user;
        },
        (error: unknown) => {
          // A failed session read leaves the visitor signed out rather than spinning.
          own = { user: null, isPending: false };
          throw error;
        },
      )
      .finally(() => {
        inflight = null;
        fetchedAt = Date.now();
        if (!adopted) notify();
      });
    return inflight;
  };

  const onVisible = () => {
    // Once adopted, the query cache refetches on focus itself.
    if (adopted) return;
    if (document.visibilityState === 'visible' && Date.now() - fetchedAt > SESSION_STALE_MS)
      void read().catch(() => undefined);
  };

  return {
    getSnapshot: (): SessionSnapshot => (adopted ? adopted.getSnapshot() : own),
    getServerSnapshot: (): SessionSnapshot => PENDING,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (listeners.size === 1 && typeof document !== 'undefined') {
        document.addEventListener('visibilitychange', onVisible);
        if (!adopted && own.isPending && !inflight) void read().catch(() => undefined);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof document !== 'undefined')
          document.removeEventListener('visibilitychange', onVisible);
      };
    },
    refetch: (): Promise<unknown> => (adopted ? adopted.refetch() : read().catch(() => undefined)),
    /**
     * The answer read here, or the read under way, for the query cache's first session read:
     * handing over never asks the server twice.
     */
    handOver(): { user: SessionUser | null; at: number } | Promise<SessionUser | null> | null {
      if (inflight) return inflight;
      return own.isPending ? null : { user: own.user, at: fetchedAt };
    },
    /** From now on the session is `source`'s (TanStack Query's cache). */
    adopt(source: SessionSource): void {
      stopAdopted?.();
      adopted = source;
      stopAdopted = source.subscribe(notify);
      notify();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The app's session (web/lib/auth.tsx reads it, web/lib/query-session.ts hands it over). */
export const sessionStore = createSessionStore();
