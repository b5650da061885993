import { lazy, useEffect, useRef, useState } from 'react';
import { MessageSquareHeart } from 'lucide-react';
import { LazyPiece } from '../components/layout/lazy-piece';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { FaqSection } from '../features/site/home/faq-section';
import { FAQ_ITEMS } from '../features/site/home/faq';
import { DataProtectionSection } from '../features/site/home/data-protection-section';
import { FeatureCards } from '../features/site/home/feature-cards';
import { Hero, type HeroSignIn } from '../features/site/home/hero';
import { ProfileHint } from '../features/site/home/profile-hint';
import { ACCOUNT_DELETED_TEXT, useAccountDeletedNotice } from '../lib/account-deleted';
import { lastKnownSignedIn, useAuth } from '../lib/auth';
import { useHydrated } from '../lib/hydration';
import { ROUTE_META, applicationJsonLd, faqJsonLd, usePageMeta } from '../lib/page-meta';
import { useSignInModal } from '../lib/sign-in-modal';

// The modals load on first use: the home page stays within the JS budget (docs/design.md §7).
const InfoDialog = lazy(() => import('../features/site/home/info-dialog'));
const FeedbackDialog = lazy(() => import('../features/site/home/feedback-dialog'));

type OpenDialog = 'info' | 'feedback' | null;

/** « Votre compte a été supprimé. » after the account page deleted the account. */
function AccountDeletedNotice() {
  const notice = useAccountDeletedNotice();
  if (!notice.shown) return null;
  return (
    <Alert tone="success" className="mb-6" onClose={notice.dismiss}>
      {ACCOUNT_DELETED_TEXT}
    </Alert>
  );
}

/**
 * The hero's « Se connecter », for visitors only. Until the session answers, its place is held
 * (invisible) unless this browser was signed in last time: appearing later, it pushed the page
 * down on phones, where the hero's buttons stack (a layout shift on a first visit).
 */
function signInButton(
  auth: { isPending: boolean; isSignedIn: boolean },
  hydrated: boolean,
): HeroSignIn {
  // The prerendered page reserves it (no storage at build time): hydrated the same way.
  if (auth.isPending) return hydrated && lastKnownSignedIn() ? 'none' : 'reserved';
  return auth.isSignedIn ? 'none' : 'shown';
}

/** Home (docs/product.md §2 "Home"). */
export function Component() {
  usePageMeta({ ...ROUTE_META.home, jsonLd: [applicationJsonLd(), faqJsonLd(FAQ_ITEMS)] });
  const auth = useAuth();
  const hydrated = useHydrated();
  const signIn = useSignInModal();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The dialogs are opened by state (lazy, no Radix trigger): focus goes back to their button.
  const opener = useRef<HTMLElement | null>(null);
  const open = (which: OpenDialog) => {
    opener.current = document.activeElement as HTMLElement | null;
    setDialog(which);
  };
  const close = () => setDialog(null);
  useEffect(() => {
    if (dialog !== null || !opener.current) return undefined;
    const timer = setTimeout(() => opener.current?.focus());
    return () => clearTimeout(timer);
  }, [dialog]);

  return (
    <div className="pb-8">
      <AccountDeletedNotice />
      <Hero
        signIn={signInButton(auth, hydrated)}
        onSignIn={() => signIn.open()}
        onInfo={() => open('info')}
      />
      <ProfileHint />
      <FeatureCards />
      <DataProtectionSection />
      <FaqSection />
      <section
        aria-labelledby="feedback-title"
        className="mt-16 flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-6 text-white [--focus-ring:#fff] sm:flex-row sm:items-center sm:p-8"
      >
        <div className="flex-1">
          <h2 id="feedback-title" className="text-xl font-semibold">
            Votre avis compte
          </h2>
          <p className="mt-1 text-brand-100">Dites-nous ce qui vous aide et ce qui manque.</p>
        </div>
        <Button variant="secondary" size="lg" onClick={() => open('feedback')}>
          <MessageSquareHeart aria-hidden="true" className="size-5" />
          Donner mon avis
        </Button>
      </section>
      {dialog === 'info' && (
        <LazyPiece name="La fenêtre d’informations" floating onClose={close}>
          <InfoDialog onClose={close} />
        </LazyPiece>
      )}
      {dialog === 'feedback' && (
        <LazyPiece name="Le formulaire d’avis" floating onClose={close}>
          <FeedbackDialog onClose={close} />
        </LazyPiece>
      )}
    </div>
  );
}
