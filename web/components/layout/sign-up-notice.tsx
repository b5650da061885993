import { Alert } from '../ui/alert';
import { dismissConfirmationNotice, useConfirmationSentTo } from '@web/lib/sign-up-notice';

/** After a sign-up: where the confirmation e-mail went, until closed. */
export function SignUpNotice() {
  const email = useConfirmationSentTo();
  if (!email) return null;
  return (
    <Alert tone="success" className="mb-6" onClose={dismissConfirmationNotice}>
      Votre compte est créé. Un e-mail de confirmation a été envoyé à{' '}
      <strong className="[overflow-wrap:anywhere]">{email}</strong>
      {'\u00a0'}: ouvrez son lien pour confirmer votre adresse. Vous pouvez continuer sans attendre.
    </Alert>
  );
}
