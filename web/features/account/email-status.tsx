import { useState } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { sendVerificationEmail } from './account-api';
import { ActionRow, useFeedback } from './form-feedback';

export const VERIFIED_LABEL = 'Adresse confirmée';
export const UNVERIFIED_LABEL = 'Adresse non confirmée';

/** The account's address and whether it is confirmed; unconfirmed, the link can be sent again. */
export function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const { feedback, success, error, clear } = useFeedback();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    clear();
    setSending(true);
    try {
      await sendVerificationEmail(email);
      success(
        `Un e-mail de confirmation a été envoyé à ${email}. Son lien est valable 1\u00a0heure.`,
      );
    } catch (cause) {
      error(cause);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">Adresse e-mail</p>
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-all text-base text-slate-900">{email}</span>
        <Badge tone={verified ? 'success' : 'warning'}>
          {verified ? VERIFIED_LABEL : UNVERIFIED_LABEL}
        </Badge>
      </p>
      {!verified && (
        <>
          <p>
            Votre compte fonctionne normalement en attendant. Confirmez-la pour être sûr de recevoir
            nos e-mails{'\u00a0'}: c’est à cette adresse qu’arrive le lien de réinitialisation si
            vous oubliez votre mot de passe.
          </p>
          <ActionRow feedback={feedback}>
            <Button variant="outline" loading={sending} onClick={() => void resend()}>
              Renvoyer l’e-mail de confirmation
            </Button>
          </ActionRow>
        </>
      )}
    </div>
  );
}
