import { useState, type Ref } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { AccountSection } from './account-section';
import { DeleteAccountDialog, EVIDENCE_KEPT } from './delete-account-dialog';

type Props = {
  email: string;
  hasPassword: boolean;
  onDeleted: () => void;
  /** The danger button, where focus lands when the e-mailed link's dialog is cancelled. */
  buttonRef?: Ref<HTMLButtonElement>;
};

/**
 * « Supprimer mon compte » (GDPR art. 17): exactly what goes, and the one thing kept (the evidence
 * of contracts everyone signed, LEGAL J21), then the confirmation dialog.
 */
export function DeleteSection({ email, hasPassword, onDeleted, buttonRef }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <AccountSection id="suppression" title="Supprimer mon compte" tone="danger">
      <p>La suppression efface définitivement{'\u00a0'}:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>votre compte (nom, adresse e-mail, moyens de connexion) et ses sessions{'\u202f'};</li>
        <li>votre profil de cessionnaire et vos clients{'\u202f'};</li>
        <li>tous vos contrats et brouillons, avec leurs commentaires{'\u202f'};</li>
        <li>vos demandes de signature électronique et leurs PDF{'\u202f'};</li>
        <li>les avis envoyés depuis votre compte.</li>
      </ul>
      <p>{EVIDENCE_KEPT}</p>
      <p>
        Rien ne pourra être récupéré{'\u00a0'}: téléchargez d’abord vos données si vous voulez les
        garder. Un e-mail vous confirmera la suppression.
        {!hasPassword &&
          ' Votre compte n’ayant pas de mot de passe, un lien de confirmation vous sera d’abord envoyé par e-mail.'}
      </p>
      <div>
        <Button ref={buttonRef} variant="danger" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Supprimer mon compte
        </Button>
      </div>
      <DeleteAccountDialog
        open={open}
        onOpenChange={setOpen}
        email={email}
        hasPassword={hasPassword}
        onDeleted={onDeleted}
      />
    </AccountSection>
  );
}
