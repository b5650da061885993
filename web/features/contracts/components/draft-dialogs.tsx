import { Link } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { useTitleForm } from '@web/components/contract-title/use-title-form';
import type { ContractSummary } from '../api';
import { ContractDialog } from './contract-dialog';

type Close = { onClose: () => void };

/** Clicking a draft's title (docs/product.md §2): Valider, Supprimer, Annuler. */
export function DraftDialog({
  contract,
  onValidate,
  onDelete,
  onClose,
}: Close & {
  contract: ContractSummary | null;
  onValidate: () => void;
  onDelete: () => void;
}) {
  return (
    <ContractDialog
      contract={contract}
      onClose={onClose}
      title="Brouillon"
      description={(c) => `« ${c.title} » est un brouillon. Que souhaitez-vous faire ?`}
    >
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Annuler
        </Button>
        <Button variant="danger" onClick={onDelete}>
          Supprimer
        </Button>
        <Button onClick={onValidate}>Valider</Button>
      </DialogFooter>
    </ContractDialog>
  );
}

/**
 * The rename / validate-contract modal (docs/product.md §2 "Shared pieces"): the title is required.
 */
export function RenameDialog({
  contract,
  pending,
  error,
  onSubmit,
  onClose,
}: Close & {
  contract: ContractSummary | null;
  pending: boolean;
  error: string | null;
  onSubmit: (title: string) => void;
}) {
  return (
    <ContractDialog
      contract={contract}
      onClose={onClose}
      title="Valider le contrat"
      description={() => 'Donnez un nom à votre contrat.'}
    >
      {contract && (
        <RenameForm
          key={contract.id}
          initial={contract.title}
          pending={pending}
          error={error}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      )}
    </ContractDialog>
  );
}

function RenameForm({
  initial,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: string;
  pending: boolean;
  error: string | null;
  onSubmit: (title: string) => void;
  onCancel: () => void;
}) {
  const { submit, field } = useTitleForm(initial, onSubmit);
  return (
    <form onSubmit={submit} noValidate>
      <TextField {...field} />
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" loading={pending}>
          Valider
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * After validation: send it for signature, open the editor or close (docs/product.md §2; signing
 * is the next step of most validated contracts, so it is offered here rather than hidden).
 */
export function SuccessDialog({
  contract,
  onClose,
  onSignature,
}: Close & { contract: ContractSummary | null; onSignature: (contract: ContractSummary) => void }) {
  return (
    <ContractDialog
      contract={contract}
      onClose={onClose}
      title="Contrat validé"
      description={(c) => `« ${c.title} » n’est plus un brouillon.`}
    >
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Fermer
        </Button>
        {contract && (
          <>
            <Button variant="outline" asChild>
              <Link to={`/editor/${contract.id}`}>Ouvrir dans l’éditeur</Link>
            </Button>
            <Button onClick={() => onSignature(contract)}>Envoyer pour signature</Button>
          </>
        )}
      </DialogFooter>
    </ContractDialog>
  );
}

/** docs/product.md §8: the exact confirmation text; nothing is deleted without it. */
export function DeleteDialog({
  contract,
  pending,
  error,
  onConfirm,
  onClose,
}: Close & {
  contract: ContractSummary | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  return (
    <ContractDialog
      contract={contract}
      onClose={onClose}
      title="Supprimer le contrat"
      description={(c) =>
        `Êtes-vous sûr de vouloir supprimer le contrat "${c.title}" ? Cette action est irréversible.`
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Annuler
        </Button>
        <Button variant="danger" loading={pending} onClick={onConfirm}>
          Supprimer
        </Button>
      </DialogFooter>
    </ContractDialog>
  );
}
