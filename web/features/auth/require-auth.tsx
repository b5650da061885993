import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/lib/auth';
import type { GuardState } from './guard-origin';

/**
 * Sign-in guard of docs/product.md §2: a spinner while the session loads; a visitor (no session or
 * an anonymous one) goes home with the origin remembered in `state.from` (the layout then opens
 * the sign-in modal and comes back here after sign-in); a signed-in user sees the page.
 * Used as a layout route in router.tsx, or around children.
 *
 * A session that ends while the page is shown (« Se déconnecter », an account deleted) goes home
 * without the origin: nobody asked to sign in, so the sign-in window must not open.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { isSignedIn, isPending } = useAuth();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (isSignedIn) wasSignedIn.current = true;
  }, [isSignedIn]);
  if (isPending) return <PageSpinner label="Chargement…" />;
  if (!isSignedIn && wasSignedIn.current) return <Navigate to="/" replace />;
  if (!isSignedIn) {
    const state: GuardState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/" replace state={state} />;
  }
  return children ?? <Outlet />;
}
