import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isVersionProblem } from '@web/lib/api';
import {
  CONTRACTS_QUERY_KEY,
  downloadContractExport,
  useDeleteContract,
  useFinalizeDraft,
  type ContractSummary,
} from '../api';
import type { BannerMessage } from '../banner-message';
import { DeleteDialog, DraftDialog, RenameDialog, SuccessDialog } from './draft-dialogs';
import { ExportDialog } from './export-dialog';

export type DialogState =
  | { kind: 'none' }
  | { kind: 'draft' | 'rename' | 'success' | 'delete' | 'export'; contract: ContractSummary };

export const FINALIZE_ERROR = 'Une erreur est survenue lors de la finalisation du brouillon.';
/** The row was saved elsewhere since the list was read; the list is then reloaded. */
export const FINALIZE_CONFLICT =
  'Ce contrat a été modifié ailleurs (dans un autre onglet ou sur un autre appareil) depuis l’affichage de la liste\u00a0: rien n’a été écrasé. La liste a été rechargée\u202f; fermez cette fenêtre puis validez-le à nouveau.';
export const DELETE_ERROR = 'Impossible de supprimer le contrat. Veuillez réessayer plus tard.';
export const EXPORT_SUCCESS = 'Contrat exporté avec succès';
export const EXPORT_ERROR = 'Erreur lors de l’exportation';
/** docs/product.md §9: export messages last 3 s. */
const EXPORT_MESSAGE_MS = 3000;

type Props = {
  state: DialogState;
  setState: (state: DialogState) => void;
  showMessage: (message: BannerMessage, ms: number | null) => void;
  /** « Envoyer pour signature » once validated: the page opens its signing dialog. */
  onSignature: (contract: ContractSummary) => void;
};

/** Draft → rename → success; delete confirmation; export (docs/product.md §2 "Contract list"). */
export function ContractDialogs({ state, setState, showMessage, onSignature }: Props) {
  const finalize = useFinalizeDraft();
  const queryClient = useQueryClient();
  const remove = useDeleteContract();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const close = () => {
    finalize.reset();
    remove.reset();
    setExportError(null);
    setState({ kind: 'none' });
  };
  const current = (kind: DialogState['kind']) =>
    state.kind !== 'none' && state.kind === kind ? state.contract : null;

  const validate = (title: string) => {
    if (state.kind !== 'rename') return;
    finalize.mutate(
      { contract: state.contract, title },
      {
        onSuccess: (saved) =>
          setState({
            kind: 'success',
            contract: { ...state.contract, title, is_draft: false, version: saved.version },
          }),
        onError: (error) => {
          if (isVersionProblem(error))
            void queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY, exact: true });
        },
      },
    );
  };
  const confirmDelete = () => {
    if (state.kind !== 'delete') return;
    remove.mutate(state.contract.id, { onSuccess: close });
  };
  const runExport = async (fileName: string) => {
    if (state.kind !== 'export') return;
    setExporting(true);
    setExportError(null);
    try {
      await downloadContractExport(state.contract, fileName);
      close();
      showMessage({ tone: 'success', text: EXPORT_SUCCESS }, EXPORT_MESSAGE_MS);
    } catch {
      setExportError(EXPORT_ERROR);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <DraftDialog
        contract={current('draft')}
        onClose={close}
        onValidate={() =>
          state.kind === 'draft' && setState({ kind: 'rename', contract: state.contract })
        }
        onDelete={() =>
          state.kind === 'draft' && setState({ kind: 'delete', contract: state.contract })
        }
      />
      <RenameDialog
        contract={current('rename')}
        pending={finalize.isPending}
        error={
          finalize.isError
            ? isVersionProblem(finalize.error)
              ? FINALIZE_CONFLICT
              : FINALIZE_ERROR
            : null
        }
        onSubmit={validate}
        onClose={close}
      />
      <SuccessDialog
        contract={current('success')}
        onClose={close}
        onSignature={(contract) => {
          close();
          onSignature(contract);
        }}
      />
      <DeleteDialog
        contract={current('delete')}
        pending={remove.isPending}
        error={remove.isError ? DELETE_ERROR : null}
        onConfirm={confirmDelete}
        onClose={close}
      />
      <ExportDialog
        contract={current('export')}
        pending={exporting}
        error={exportError}
        onExport={(name) => void runExport(name)}
        onClose={close}
      />
    </>
  );
}
