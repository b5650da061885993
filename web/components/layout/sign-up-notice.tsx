import { useEffect, useRef } from 'react';
import { Alert } from '../ui/alert';
import { dismissConfirmationNotice, useConfirmationSentTo } from '@web/lib/sign-up-notice';

/**
 * After a sign-up: where the confirmation e-mail went, until closed. It sits at the page's top:
 * a phone scrolled down to the form that opened the dialog is brought back to it.
 */
export function SignUpNotice() {
  const email = useConfirmationSentTo();
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (email) frame.current?.scrollIntoView?.({ block: 'nearest' });
  }, [email]);
  if (!email) return null;
  return (
    <div ref={frame} className="scroll-mt-24">
      <Alert tone="success" className="mb-6" onClose={dismissConfirmationNotice}>
        Votre compte est créé. Un e-mail de confirmation a été envoyé à{' '}
        <strong className="[overflow-wrap:anywhere]">{email}</strong>
        {'\u00a0'}: ouvrez son lien pour confirmer votre adresse. Vous pouvez continuer sans
        attendre.
      </Alert>
    </div>
  );
}
