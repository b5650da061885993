import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { hasErrorCode } from '@web/lib/api';
import { deleteAccount } from './account-api';
import { deletionPasswordSchema, type DeletionPasswordValues } from './account-forms.schema';
import { DialogFooter } from '@web/components/ui/dialog';
import { DangerDialog, DialogCancel, useDangerRequest } from './danger-dialog';
import { errorText } from './form-feedback';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  hasPassword: boolean;
  /** The account is gone: the page clears the session and goes home. */
  onDeleted: () => void;
};

/**
 * What account deletion keeps (LEGAL J21, RGPD 17(3)(e); server/db/repositories/signatures.ts,
 * keepEvidenceOfErasedOwner): said in the section, the dialog and the e-mailed link's dialog.
 */
export const EVIDENCE_KEPT =
  'Une exception, pour les autres signataires\u00a0: de chaque contrat signé électroniquement par toutes les parties, Clausier garde cinq ans après la signature l’empreinte du PDF scellé, le dossier de preuve (qui a signé, quand et comment) et le journal de la signature, dont ils peuvent avoir besoin pour prouver le contrat (article 17, paragraphe 3, e du RGPD). Votre nom et votre adresse y sont remplacés par «\u202fCompte supprimé\u202f», sauf dans le journal, gardé tel qu’il a été scellé\u00a0: le modifier lui ôterait sa valeur de preuve. Le texte du contrat et ses PDF sont effacés.';

/** The dialogs' one line for it. */
export const EVIDENCE_KEPT_SHORT =
  'Seule la preuve des contrats signés électroniquement par toutes les parties est gardée cinq ans, sous pseudonyme, pour les autres signataires.';

export const deletionLinkSent = (email: string) =>
  `Un e-mail vient d’être envoyé à ${email}. Ouvrez son lien dans l’heure pour supprimer définitivement votre compte\u202f; sans clic de votre part, rien n’est supprimé.`;

/**
 * « Supprimer mon compte »: the password proves the owner is at the keyboard (DELETE
 * /api/account { password }); an account without one gets an e-mailed link instead ({} → 202,
 * then the link opens this page with ?supprimer=…).
 */
export function DeleteAccountDialog({ open, onOpenChange, email, hasPassword, onDeleted }: Props) {
  const { problem, setProblem, sending, send } = useDangerRequest();
  const [linkSent, setLinkSent] = useState(false);
  const form = useForm<DeletionPasswordValues>({
    resolver: zodResolver(deletionPasswordSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const changeOpen = (next: boolean) => {
    if (!next) {
      form.reset();
      setProblem(null);
      setLinkSent(false);
    }
    onOpenChange(next);
  };

  const withPassword = form.handleSubmit(async ({ password }) => {
    setProblem(null);
    try {
      await deleteAccount({ password });
      onDeleted();
    } catch (cause) {
      if (hasErrorCode(cause, 'WRONG_PASSWORD', 'PASSWORD_REQUIRED'))
        form.setError('password', { message: cause.message }, { shouldFocus: true });
      else setProblem(errorText(cause));
    }
  });

  const askForLink = () =>
    send(async () => {
      if ((await deleteAccount({})) === 'deleted') onDeleted();
      else setLinkSent(true);
    });

  return (
    <DangerDialog
      open={open}
      onOpenChange={changeOpen}
      title="Supprimer votre compte"
      description={`Votre compte et toutes ses données seront effacés définitivement. ${EVIDENCE_KEPT_SHORT} Cette action ne peut pas être annulée.`}
      onOpenAutoFocus={(event) => {
        if (!hasPassword) return;
        event.preventDefault();
        form.setFocus('password');
      }}
      problem={problem}
    >
      {hasPassword ? (
        <form onSubmit={withPassword} noValidate>
          <TextField
            label="Mot de passe"
            type="password"
            autoComplete="current-password"
            hint="Saisissez votre mot de passe pour confirmer la suppression."
            error={errors.password?.message}
            {...form.register('password')}
          />
          <DialogFooter>
            <DialogCancel className={buttonClasses('outline')}>Annuler</DialogCancel>
            <Button type="submit" variant="danger" loading={isSubmitting}>
              Supprimer définitivement
            </Button>
          </DialogFooter>
        </form>
      ) : linkSent ? (
        <>
          <Alert tone="success">{deletionLinkSent(email)}</Alert>
          <DialogFooter>
            <DialogCancel className={buttonClasses('outline')}>Fermer</DialogCancel>
          </DialogFooter>
        </>
      ) : (
        <>
          <p>
            Votre compte n’a pas de mot de passe chez Clausier{'\u00a0'}: pour confirmer, nous
            envoyons à {email} un lien valable 1{'\u00a0'}heure. Le compte n’est supprimé que
            lorsque vous l’ouvrez.
          </p>
          <DialogFooter>
            <DialogCancel className={buttonClasses('outline')}>Annuler</DialogCancel>
            <Button variant="danger" loading={sending} onClick={() => void askForLink()}>
              Recevoir le lien de suppression
            </Button>
          </DialogFooter>
        </>
      )}
    </DangerDialog>
  );
}
