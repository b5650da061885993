import { useState } from 'react';
import { Button, buttonClasses } from '@web/components/ui/button';
import { deleteAccount } from './account-api';
import { DialogFooter } from '@web/components/ui/dialog';
import { DangerDialog, DialogCancel, useDangerRequest } from './danger-dialog';
import { EVIDENCE_KEPT_SHORT } from './delete-account-dialog';

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
  const { problem, sending, send } = useDangerRequest();
  const confirm = () =>
    send(async () => {
      await deleteAccount({ token });
      onDeleted();
    });
  return (
    <DangerDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
      title={'Supprimer définitivement votre compte\u202f?'}
      description={`Vous avez ouvert le lien de suppression reçu par e-mail. Votre compte, votre profil, vos clients, tous vos contrats, vos demandes de signature et vos avis seront effacés définitivement. ${EVIDENCE_KEPT_SHORT}`}
      fallbackFocus={fallbackFocus}
      problem={problem}
    >
      <DialogFooter>
        <DialogCancel className={buttonClasses('outline')}>Annuler</DialogCancel>
        <Button variant="danger" loading={sending} onClick={() => void confirm()}>
          Supprimer définitivement
        </Button>
      </DialogFooter>
    </DangerDialog>
  );
}
