import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** What the e-mailed links say when they bring the person back (server/auth/auth-mail.ts). */
export const EMAIL_NOTICES: Record<string, string> = {
  verifie: 'Votre adresse e-mail est confirmée.',
  modifie: 'Votre nouvelle adresse e-mail est confirmée.',
};

/**
 * The account page's links from e-mails: `?email=verifie|modifie` (a confirmed address: the
 * notice shows and the parameter leaves the address bar, history replaced) and
 * `?supprimer=<token>` (the deletion link, kept until its dialog closes so a reload asks again).
 */
export function useAccountLinks() {
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(
    () => EMAIL_NOTICES[params.get('email') ?? ''] ?? null,
  );
  const hasEmailParam = params.has('email');
  useEffect(() => {
    if (!hasEmailParam) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('email');
        return next;
      },
      { replace: true },
    );
  }, [hasEmailParam, setParams]);

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

  return { notice, dismissNotice: () => setNotice(null), deletionToken, dropDeletionToken };
}
