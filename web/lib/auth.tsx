import { createContext, use, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authClient, type AuthUser } from './auth-client';
import { clearTemporaryData, LOCAL_KEYS } from './storage-keys';

export type AuthState = {
  /** The session's user, anonymous or not; null when there is no session at all. */
  user: AuthUser | null;
  /** True only for a real account: an anonymous session is still a visitor (SPEC §6). */
  isSignedIn: boolean;
  isAnonymous: boolean;
  /** True while the session is first being loaded. */
  isPending: boolean;
  /** Re-reads the session from the server. */
  refetch: () => Promise<unknown>;
};

export const AuthContext = createContext<AuthState | null>(null);

/** Derives the app's view of identity from a better-auth session user (pure, tested). */
export function toAuthState(user: AuthUser | null | undefined, isPending: boolean, refetch: () => Promise<unknown>): AuthState {
  const isAnonymous = Boolean(user?.isAnonymous);
  return { user: user ?? null, isSignedIn: Boolean(user) && !isAnonymous, isAnonymous, isPending, refetch };
}

/**
 * Reads the better-auth session once for the whole app. When the identity changes, cached
 * queries belong to someone else: they are invalidated; when one signed-in account is replaced
 * by another, the temporary data is cleared too (SPEC §4).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const queryClient = useQueryClient();
  const user = session.data?.user ?? null;
  const refetch = session.refetch;
  const state = useMemo(
    () => toAuthState(user, session.isPending, async () => refetch()),
    [user, session.isPending, refetch],
  );
  useIdentityChangeEffects(state, queryClient);
  return <AuthContext value={state}>{children}</AuthContext>;
}

function useIdentityChangeEffects(state: AuthState, queryClient: QueryClient) {
  const previousId = useRef<string | null | undefined>(undefined);
  const userId = state.user?.id ?? null;
  const signedInId = state.isSignedIn ? userId : null;
  useEffect(() => {
    if (state.isPending) return;
    const previous = previousId.current;
    previousId.current = userId;
    if (previous !== undefined && previous !== userId) void queryClient.invalidateQueries();
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

/** The current identity. Must be used under <AuthProvider> (web/providers.tsx). */
export function useAuth(): AuthState {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth() doit être utilisé dans <AuthProvider>.');
  return value;
}

/** Signs out: clears the temporary data first, then closes the session (SPEC §4). */
export async function signOut(): Promise<void> {
  clearTemporaryData();
  try {
    localStorage.removeItem(LOCAL_KEYS.authUserId);
  } catch {
    // ignore
  }
  await authClient.signOut();
}
