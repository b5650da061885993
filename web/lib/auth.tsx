import {
  createContext,
  use,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { forgetEarlyResponses } from './early-fetch';
import { useHydrated } from './hydration';
import { postSignOut, SESSION_QUERY_KEY, type SessionUser } from './session';
import { sessionStore } from './session-store';
import { clearTemporaryData, clearUserData, LOCAL_KEYS, readStored } from './storage-keys';

export type { SessionUser } from './session';

export type AuthState = {
  /** The session's user, anonymous or not; null when there is no session at all. */
  user: SessionUser | null;
  /** True only for a real account: an anonymous session is still a visitor (docs/product.md §6). */
  isSignedIn: boolean;
  isAnonymous: boolean;
  /** True while the session is first being loaded. */
  isPending: boolean;
  /** Re-reads the session from the server (after sign-in, sign-out, anonymous sign-in). */
  refetch: () => Promise<unknown>;
};

export const AuthContext = createContext<AuthState | null>(null);

/** Derives the app's view of identity from a session user (pure, tested). */
export function toAuthState(
  user: SessionUser | null | undefined,
  isPending: boolean,
  refetch: () => Promise<unknown>,
): AuthState {
  const isAnonymous = Boolean(user?.isAnonymous);
  return {
    user: user ?? null,
    isSignedIn: Boolean(user) && !isAnonymous,
    isAnonymous,
    isPending,
    refetch,
  };
}

/**
 * Reads the session once for the whole app (web/lib/session-store.ts; in TanStack Query's cache
 * under SESSION_QUERY_KEY once a page has loaded it). When the identity changes, cached queries
 * belong to someone else and are invalidated; when one signed-in account is replaced by another,
 * the temporary data is cleared too (docs/product.md §4).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot,
  );
  // A prerendered page was made with no session: hydrated as such (web/lib/hydration.ts).
  const hydrated = useHydrated();
  const state = useMemo(
    () =>
      hydrated
        ? toAuthState(session.user, session.isPending, sessionStore.refetch)
        : toAuthState(null, true, sessionStore.refetch),
    [hydrated, session],
  );
  useIdentityChangeEffects(state, use(QueryClientContext));
  return <AuthContext value={state}>{children}</AuthContext>;
}

function useIdentityChangeEffects(state: AuthState, queryClient: QueryClient | undefined) {
  const previousId = useRef<string | null | undefined>(undefined);
  const userId = state.user?.id ?? null;
  const signedInId = state.isSignedIn ? userId : null;
  useEffect(() => {
    if (state.isPending) return;
    const previous = previousId.current;
    previousId.current = userId;
    if (previous !== undefined && previous !== userId) {
      forgetEarlyResponses();
      noteIdentityChange();
      // No client yet: nothing was cached under the previous identity.
      void queryClient?.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
    }
  }, [userId, state.isPending, queryClient]);
  useEffect(() => {
    if (!signedInId) return;
    try {
      const stored = localStorage.getItem(LOCAL_KEYS.authUserId);
      if (stored && stored !== signedInId) clearTemporaryData();
      localStorage.setItem(LOCAL_KEYS.authUserId, signedInId);
    } catch {
      // Storage unavailable: nothing to compare with.
    }
  }, [signedInId]);
}

const identityListeners = new Set<() => void>();
let identityChanges = 0;

function noteIdentityChange() {
  identityChanges += 1;
  identityListeners.forEach((listener) => listener());
}

const subscribeIdentity = (listener: () => void) => {
  identityListeners.add(listener);
  return () => identityListeners.delete(listener);
};

/**
 * How many times the session's identity changed in this tab: what a read made outside the query
 * cache depends on (the home page's profile flag), as cached queries are invalidated then.
 */
export function useIdentityChanges(): number {
  return useSyncExternalStore(
    subscribeIdentity,
    () => identityChanges,
    () => 0,
  );
}

/**
 * Whether this browser was signed in when last seen (the stored user id, wiped at sign-out): a
 * guess, for what a page draws before the session answers (the home page's « Se connecter »).
 */
export const lastKnownSignedIn = (): boolean =>
  readStored(() => localStorage, LOCAL_KEYS.authUserId) !== null;

/** The current identity. Must be used under <AuthProvider> (web/providers.tsx). */
export function useAuth(): AuthState {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth() doit être utilisé dans <AuthProvider>.');
  return value;
}

/**
 * Forgets the session in this tab without asking the server: the user's data leaves the browser
 * (docs/product.md §4), every cached answer of the server (contracts, profile, clients) is
 * dropped rather than refetched, and the app sees no session. For a session the server has
 * already ended (sign-out below, account deletion).
 */
export function forgetSession(queryClient: QueryClient): void {
  clearUserData();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.getMutationCache().clear();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

/**
 * Signs out: the user's data leaves this browser first (docs/product.md §4: every stored answer,
 * draft id and identity key — the next person at this computer must not find them), then the
 * session closes, then the tab forgets it (forgetSession).
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  clearUserData();
  try {
    await postSignOut();
  } finally {
    // Even when the server could not be reached, nothing of the user stays in memory; anything
    // written meanwhile by a screen still open (the wizard's flush) goes too.
    forgetSession(queryClient);
  }
}
