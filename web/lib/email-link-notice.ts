import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { authErrorMessage } from '@core/schemas/auth-messages';

/** What the e-mailed links say when they bring the person back (server/auth/auth-mail.ts). */
export const EMAIL_NOTICES: Record<string, string> = {
  verifie: 'Votre adresse e-mail est confirmée.',
  modifie: 'Votre nouvelle adresse e-mail est confirmée.',
};

export type LinkNotice = { tone: 'success' | 'error'; text: string };

/**
 * What `?email=…` says (pure, tested). better-auth sends a used or expired link to the same
 * address with `&error=<CODE>`: then the address was not confirmed, and the page says why.
 */
export function emailLinkNotice(email: string | null, error: string | null): LinkNotice | null {
  const success = EMAIL_NOTICES[email ?? ''];
  if (!success) return null;
  if (error)
    return {
      tone: 'error',
      text: `L’adresse n’a pas été confirmée\u00a0: ${authErrorMessage(error.toUpperCase())} Vous pouvez demander un nouveau lien depuis cette page.`,
    };
  return { tone: 'success', text: success };
}

/**
 * The notice of a confirmation link that led to this page (`?email=verifie|modifie`, with
 * `error` when the link was used or expired): read once, then the parameters leave the address
 * bar (history replaced), so a reload or a shared address does not say it again.
 */
export function useEmailLinkNotice() {
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<LinkNotice | null>(() =>
    emailLinkNotice(params.get('email'), params.get('error')),
  );
  const hasEmailParam = params.has('email');
  useEffect(() => {
    if (!hasEmailParam) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('email');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [hasEmailParam, setParams]);
  return { notice, dismissNotice: () => setNotice(null) };
}
