import { lazy, useEffect, useState } from 'react';
import {
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { useAuth } from '../lib/auth';
import { useSignInModal } from '../lib/sign-in-modal';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { LazyPiece } from '../components/layout/lazy-piece';
import { RouteAnnouncer } from '../components/layout/route-announcer';
import { SignUpNotice } from '../components/layout/sign-up-notice';
import { EmailLinkBanner } from '../components/layout/email-link-banner';
import { useNavigationScroll } from '../components/layout/use-navigation-scroll';
import { readGuardOrigin } from '../features/auth/guard-origin';
import { cn } from '../lib/cn';
import { withQueryClient } from '../lib/query-loader';
import { isTallPage } from './route-handle';

// The modal's forms load on first opening only: the entry chunk stays small (docs/design.md §7).
const SignInDialog = lazy(() => withQueryClient(import('../features/auth/sign-in-dialog')));
// Signed-in only, so visitors never load it (draft recovery toast, docs/product.md §2 "Shared
// pieces").
const DraftToast = lazy(() =>
  withQueryClient(import('../features/contracts/components/draft-toast')),
);
// Only after a failed provider sign-in (`/?error=…`): its French messages stay out of the entry.
const AuthErrorBanner = lazy(() => import('../components/layout/auth-error-banner'));

/**
 * The page frame of docs/product.md §2 "Layout": skip link, header, main, footer, sign-in modal.
 */
export function AppLayout() {
  useOpenSignInAfterGuard();
  useNavigationScroll();
  const navigation = useNavigation();
  const tall = isTallPage(useMatches());
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Aller au contenu
      </a>
      <Header />
      {navigation.state === 'loading' && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600"
        />
      )}
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none',
          // The footer starts below the fold instead of being pushed there when the document
          // replaces the spinner (a layout shift Lighthouse counted, bench/README.md).
          tall && 'min-h-dvh',
        )}
      >
        <LazyAuthErrorBanner />
        <SignUpNotice />
        <EmailLinkBanner />
        <Outlet />
      </main>
      <Footer />
      <RouteAnnouncer />
      <LazySignInDialog />
      <LazyDraftToast />
    </div>
  );
}

function LazyAuthErrorBanner() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // Home only, where a failed provider sign-in lands (server/auth: errorURL `/`). Pages that a
  // better-auth link sends back with `?error=` (the used reset link on /mot-de-passe/nouveau,
  // /compte) say it themselves: a second alert here repeated it.
  if (pathname !== '/' || !params.get('error')) return null;
  return (
    <LazyPiece name="Le message d’erreur de connexion">
      <AuthErrorBanner />
    </LazyPiece>
  );
}

function LazyDraftToast() {
  const { isSignedIn } = useAuth();
  if (!isSignedIn) return null;
  return (
    <LazyPiece name="La notification de brouillon" floating>
      <DraftToast />
    </LazyPiece>
  );
}

/** Mounts the modal once first opened, then keeps it so Radix can return focus on close. */
function LazySignInDialog() {
  const { isOpen, close } = useSignInModal();
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <LazyPiece name="La fenêtre de connexion" floating open={isOpen} onClose={close}>
      <SignInDialog />
    </LazyPiece>
  );
}

/**
 * The guard sends a signed-out visitor home with `state.from`; here the sign-in modal opens
 * with that origin as its destination, and the state is dropped so a reload does not reopen it.
 */
function useOpenSignInAfterGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isSignedIn, isPending } = useAuth();
  const { open } = useSignInModal();
  const origin = readGuardOrigin(location.state);
  useEffect(() => {
    if (!origin || isPending) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
    if (!isSignedIn) open({ redirectTo: origin });
  }, [
    origin,
    isPending,
    isSignedIn,
    open,
    navigate,
    location.pathname,
    location.search,
    location.hash,
  ]);
}
