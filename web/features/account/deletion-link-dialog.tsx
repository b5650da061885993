import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { deleteAccount } from './account-api';
import { DangerDialog, DialogCancel } from './danger-dialog';
import { errorText } from './form-feedback';

type Props = {
  /** The token of the e-mailed link (`/compte?supprimer=…`). */
  token: string;
  /** Cancelled: the page drops the parameter from the address. */
  onClose: () => void;
  onDeleted: () => void;
  fallbackFocus: () => HTMLElement | null;
};

/**
 * The deletion link of an account without a password opens the page with `?supprimer=<token>`:
 * one last question, then DELETE /api/account { token }. A used or expired link says so
 * (DELETION_LINK_INVALID) and the dialog stays, so the person can cancel and ask for another.
 */
export function DeletionLinkDialog({ token, onClose, onDeleted, fallbackFocus }: Props) {
  const [open, setOpen] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const confirm = async () => {
    setProblem(null);
    setSending(true);
    try {
      await deleteAccount({ token });
      onDeleted();
    } catch (cause) {
      setProblem(errorText(cause));
    } finally {
      setSending(false);
    }
  };
  return (
    <DangerDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
      title={'Supprimer définitivement votre compte\u202f?'}
      description="Vous avez ouvert le lien de suppression reçu par e-mail. Votre compte, votre profil, vos clients, tous vos contrats et vos avis seront effacés définitivement."
      fallbackFocus={fallbackFocus}
    >
      {problem && (
        <Alert tone="error" className="mb-4">
          {problem}
        </Alert>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel className={buttonClasses('outline')}>Annuler</DialogCancel>
        <Button variant="danger" loading={sending} onClick={() => void confirm()}>
          Supprimer définitivement
        </Button>
      </div>
    </DangerDialog>
  );
}
