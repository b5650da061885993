import { lazy, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useHydrated } from '@web/lib/hydration';
import { LazyPiece } from './lazy-piece';

/** Pages that say a confirmation link's outcome themselves, beside what it was for. */
const OWN_NOTICE = /^\/(compte|contracts\/[^/]+)\/?$/;

// Only after a confirmation link (`?email=…`): its French messages, better-auth's error codes
// among them, stay out of the entry that every page loads (docs/design.md §7).
const EmailLinkNoticeAlert = lazy(() => import('./email-link-notice-alert'));

/**
 * A confirmation link that led back to a page with no notice of its own — the home page, the
 * wizard, wherever the person signed up (web/features/auth/confirmation-callback.ts): the page
 * frame says whether the address is now confirmed.
 */
export function EmailLinkBanner() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // Kept once seen: the notice drops the parameters from the address as soon as it has read them.
  const [linked, setLinked] = useState(false);
  if (!linked && params.has('email')) setLinked(true);
  // A prerendered page hydrates as the build rendered it, with no address to read.
  const hydrated = useHydrated();
  if (!hydrated || !linked || OWN_NOTICE.test(pathname)) return null;
  return (
    <LazyPiece name="L’avis de confirmation de l’adresse e-mail">
      <EmailLinkNoticeAlert />
    </LazyPiece>
  );
}
