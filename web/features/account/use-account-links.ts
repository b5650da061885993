import { useSearchParams } from 'react-router';
import { useEmailLinkNotice } from '@web/lib/email-link-notice';

/**
 * The account page's links from e-mails: `?email=verifie|modifie` (web/lib/email-link-notice.ts)
 * and `?supprimer=<token>` (the deletion link, kept until its dialog closes so a reload asks
 * again).
 */
export function useAccountLinks() {
  const [params, setParams] = useSearchParams();
  const { notice, dismissNotice } = useEmailLinkNotice();

  const deletionToken = params.get('supprimer');
  const dropDeletionToken = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('supprimer');
        return next;
      },
      { replace: true },
    );

  return { notice, dismissNotice, deletionToken, dropDeletionToken };
}
