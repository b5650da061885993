import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Download, FilePenLine, FileText } from 'lucide-react';
import { checkReadiness, READINESS_MESSAGE } from '@core/rules/readiness';
import type { Draft } from '@core/schemas/draft';
import { Alert } from '../../../components/ui/alert';
import { FILE_MESSAGES } from '../../../lib/file-messages';
import { Button } from '../../../components/ui/button';
import { hasErrorCode, isVersionProblem } from '../../../lib/api';
import { fileFailureMessage } from '../../../lib/file-failure';
import {
  CONTRACT_RELOAD_FAILED,
  VersionConflictAlert,
} from '../../../components/version-conflict/version-conflict-alert';
import {
  downloadStoredFile,
  fetchFinalizeData,
  useSaveFinalized,
  type EditsChoice,
  type FinalizeData,
} from './api';
import {
  EditedNotice,
  EditsConflictAlert,
} from '../../../components/edits-conflict/edits-conflict';

export const PDF_ERROR = FILE_MESSAGES.pdf.failed;
export const PDF_SUCCESS = FILE_MESSAGES.pdf.done;
export const EDITOR_ERROR =
  'Une erreur est survenue lors de la préparation de l’éditeur. Veuillez réessayer.';

type Action = 'pdf' | 'docx' | 'editor';
const FAILED: Record<Action, string> = {
  pdf: FILE_MESSAGES.pdf.failed,
  docx: FILE_MESSAGES.docx.failed,
  editor: EDITOR_ERROR,
};

/**
 * Renders the checklist and the missing fields in place: the route gives the wizard's one
 * finalisation flow (features do not import each other), built from readiness's list.
 */
export type CompletionRenderer = (props: {
  draft: Draft;
  initial: Draft;
  onChange: (draft: Draft) => void;
  contractId: string;
}) => ReactNode;

/**
 * The finalisation form (docs/product.md §2): step 6's checklist over the contract's form_data, the
 * missing fields editable in place (merged into form_data), then PDF, Word or the editor —
 * each saves the merged data into the contract first. An edited contract keeps its edits: the
 * server regenerates only untouched passages and asks before rewriting an edited one.
 */
export function FinalizeForm({
  contract,
  initial,
  renderCompletion,
  onReload,
}: {
  contract: FinalizeData;
  initial: Draft;
  renderCompletion: CompletionRenderer;
  /** « Recharger » after a conflict: the page reads the contract again and starts this form afresh. */
  onReload: () => Promise<void>;
}) {
  const [draft, setDraft] = useState(initial);
  const [version, setVersion] = useState(contract.version);
  const [conflict, setConflict] = useState(false);
  const [resolving, setResolving] = useState(false);
  const [resolveError, setResolveError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  /** Edited passages the new answers would change, and the action that met them. */
  const [lostEdits, setLostEdits] = useState<{ passages: string[]; action: Action } | null>(null);
  const save = useSaveFinalized();
  const navigate = useNavigate();
  const readiness = checkReadiness(draft);

  const persist = async (edits?: EditsChoice) => {
    const saved = await save.mutateAsync({
      contract: { ...contract, version },
      draft,
      ...(edits ? { edits } : {}),
    });
    setVersion(saved.version);
  };
  /**
   * Saves the answers into the contract, then acts on the stored contract: its files come from
   * its stored document, so edits made in the editor are in them (docs/document-model.md).
   */
  const run = async (action: Action, edits?: EditsChoice) => {
    setBusy(action);
    setMessage(null);
    setConflict(false);
    setLostEdits(null);
    try {
      await persist(edits);
      if (action === 'editor') return void navigate(`/editor/${contract.id}`);
      await downloadStoredFile(contract.id, contract.title, action);
      setMessage({ tone: 'success', text: FILE_MESSAGES[action].done });
    } catch (error) {
      // Saved meanwhile elsewhere (409) or no version (428): the answers stay, the user chooses.
      if (isVersionProblem(error)) setConflict(true);
      else if (hasErrorCode(error, 'EDITS_WOULD_BE_LOST'))
        setLostEdits({ passages: error.fields.map((f) => f.message), action });
      else setMessage({ tone: 'error', text: fileFailureMessage(error, FAILED[action]) });
    } finally {
      setBusy(null);
    }
  };
  // One action at a time, and none before the contract is ready; the running one spins.
  const actionButton = (action: Action) => ({
    disabled: !readiness.ready || busy !== null,
    loading: busy === action,
    onClick: () => void run(action),
  });
  const resolve = async (keepMine: boolean) => {
    setResolving(true);
    setResolveError(null);
    try {
      if (keepMine) setVersion((await fetchFinalizeData(contract.id)).version);
      else await onReload();
      setConflict(false);
    } catch {
      setResolveError(CONTRACT_RELOAD_FAILED);
    } finally {
      setResolving(false);
    }
  };

  return (
    <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {contract.edited && <EditedNotice />}
      {renderCompletion({ draft, initial, onChange: setDraft, contractId: contract.id })}
      {!readiness.ready && <Alert tone="warning">{READINESS_MESSAGE}</Alert>}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {lostEdits && (
        <EditsConflictAlert
          passages={lostEdits.passages}
          busy={busy !== null}
          onKeep={() => void run(lostEdits.action, 'keep')}
          onRegenerate={() => void run(lostEdits.action, 'regenerate')}
        />
      )}
      <VersionConflictAlert
        conflict={{
          open: conflict,
          busy: resolving,
          error: resolveError,
          reload: () => resolve(false),
          keepMine: () => resolve(true),
        }}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button {...actionButton('pdf')}>
          <Download aria-hidden="true" className="size-4" /> Télécharger le PDF
        </Button>
        <Button {...actionButton('docx')} variant="outline">
          <FileText aria-hidden="true" className="size-4" /> Télécharger le Word
        </Button>
        <Button {...actionButton('editor')} variant="outline">
          <FilePenLine aria-hidden="true" className="size-4" /> Accéder à l’éditeur
        </Button>
      </div>
    </div>
  );
}
