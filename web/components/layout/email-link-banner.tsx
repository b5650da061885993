import { useLocation } from 'react-router';
import { useEmailLinkNotice } from '@web/lib/email-link-notice';
import { useHydrated } from '@web/lib/hydration';
import { Alert } from '../ui/alert';

/** Pages that say a confirmation link's outcome themselves, beside what it was for. */
const OWN_NOTICE = /^\/(compte|contracts\/[^/]+)\/?$/;

/**
 * A confirmation link that led back to a page with no notice of its own — the home page, the
 * wizard, wherever the person signed up (web/features/auth/confirmation-callback.ts): the page
 * frame says whether the address is now confirmed.
 */
export function EmailLinkBanner() {
  const { pathname } = useLocation();
  // A prerendered page hydrates as the build rendered it, with no address to read.
  const hydrated = useHydrated();
  if (!hydrated || OWN_NOTICE.test(pathname)) return null;
  return <LinkNotice />;
}

function LinkNotice() {
  const { notice, dismissNotice } = useEmailLinkNotice();
  if (!notice) return null;
  return (
    <Alert tone={notice.tone} className="mb-6" onClose={dismissNotice}>
      {notice.text}
    </Alert>
  );
}
