import { useEmailLinkNotice } from '@web/lib/email-link-notice';
import { Alert } from '../ui/alert';

/** The outcome of the confirmation link that led here (email-link-banner.tsx loads it). */
export default function EmailLinkNoticeAlert() {
  const { notice, dismissNotice } = useEmailLinkNotice();
  if (!notice) return null;
  return (
    <Alert tone={notice.tone} className="mb-6" onClose={dismissNotice}>
      {notice.text}
    </Alert>
  );
}
