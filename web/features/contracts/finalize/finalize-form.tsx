import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Check, Download, FilePenLine, FileText } from 'lucide-react';
import { checkReadiness, READINESS_MESSAGE } from '@core/rules/readiness';
import type { Draft } from '@core/schemas/draft';
import { Alert } from '@web/components/ui/alert';
import { FILE_MESSAGES } from '@web/lib/file-messages';
import { Button } from '@web/components/ui/button';
import { hasErrorCode, isVersionProblem } from '@web/lib/api';
import { fileFailureMessage } from '@web/lib/file-failure';
import {
  CONTRACT_RELOAD_FAILED,
  VersionConflictAlert,
} from '@web/components/version-conflict/version-conflict-alert';
import {
  downloadStoredFile,
  fetchFinalizeData,
  useSaveFinalized,
  type EditsChoice,
  type FinalizeData,
} from './api';
import { useLeaveGuard } from '@web/lib/use-leave-guard';
import { LeaveDialog } from '@web/components/ui/leave-dialog';
import { useAutosave, type AutosaveStatus } from './use-autosave';
import { EditedNotice, EditsConflictAlert } from '@web/components/edits-conflict/edits-conflict';

export const PDF_ERROR = FILE_MESSAGES.pdf.failed;
export const PDF_SUCCESS = FILE_MESSAGES.pdf.done;
export const EDITOR_ERROR =
  'Une erreur est survenue lors de la préparation de l’éditeur. Veuillez réessayer.';

export const SAVE_ERROR = 'Vos modifications n’ont pas pu être enregistrées.';

/** What the page does with the answers: a file, the editor, or only storing them. */
type Action = 'pdf' | 'docx' | 'editor' | 'save';
const FAILED: Record<Action, string> = {
  pdf: FILE_MESSAGES.pdf.failed,
  docx: FILE_MESSAGES.docx.failed,
  editor: EDITOR_ERROR,
  save: SAVE_ERROR,
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
  // A ref, not state: an autosave right after another must send the version the first got back.
  const version = useRef(contract.version);
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

  const persist = async (answers: Draft, edits?: EditsChoice) => {
    const saved = await save.mutateAsync({
      contract: { ...contract, version: version.current },
      draft: answers,
      ...(edits ? { edits } : {}),
    });
    version.current = saved.version;
  };
  // Saved as the user types (docs/product.md §2 "Contract finalization"), held back while a
  // conflict waits for the user's choice or an action saves by itself.
  const autosave = useAutosave(
    draft,
    async (answers) => {
      try {
        await persist(answers);
      } catch (error) {
        if (isVersionProblem(error)) setConflict(true);
        else if (hasErrorCode(error, 'EDITS_WOULD_BE_LOST'))
          setLostEdits({ passages: error.fields.map((f) => f.message), action: 'save' });
        throw error;
      }
    },
    { paused: conflict || lostEdits !== null || busy !== null },
  );
  const unsaved = autosave.status.kind !== 'idle' && autosave.status.kind !== 'saved';
  const blocker = useLeaveGuard(unsaved, autosave.isDirty);
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
      await autosave.settle();
      const answers = draft;
      await persist(answers, edits);
      autosave.markStored(answers);
      if (action === 'save') return;
      if (action === 'editor') return void navigate(`/editor/${contract.id}`);
      await downloadStoredFile(contract.id, contract.title, action);
      setMessage({ tone: 'success', text: FILE_MESSAGES[action].done });
    } catch (error) {
      // Saved meanwhile elsewhere (409) or no version (428): the answers stay, the user chooses.
      if (isVersionProblem(error)) setConflict(true);
      else if (hasErrorCode(error, 'EDITS_WOULD_BE_LOST'))
        setLostEdits({ passages: error.fields.map((f) => f.message), action });
      else if (action === 'save') setMessage({ tone: 'error', text: SAVE_ERROR });
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
      if (keepMine) version.current = (await fetchFinalizeData(contract.id)).version;
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
      <SaveStatus status={autosave.status} onRetry={() => void autosave.flush()} />
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
      {blocker.state === 'blocked' && <LeaveDialog blocker={blocker} />}
    </div>
  );
}

/**
 * Where the answers stand, said in words and announced politely: « Enregistré » once stored,
 * and a failed save keeps its message with the way to try again.
 */
function SaveStatus({ status, onRetry }: { status: AutosaveStatus; onRetry: () => void }) {
  const text =
    status.kind === 'pending'
      ? 'Modifications non enregistrées'
      : status.kind === 'saving'
        ? 'Enregistrement…'
        : status.kind === 'saved'
          ? 'Enregistré'
          : status.kind === 'failed'
            ? `Non enregistré\u00a0: ${fileFailureMessage(status.error, SAVE_ERROR)}`
            : '';
  return (
    <div className="flex min-h-6 flex-wrap items-center justify-end gap-2 text-sm">
      <p
        role="status"
        className={status.kind === 'failed' ? 'font-medium text-red-700' : 'text-slate-600'}
      >
        {status.kind === 'saved' && <Check aria-hidden="true" className="mr-1 inline size-4" />}
        {text}
      </p>
      {status.kind === 'failed' && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Réessayer
        </Button>
      )}
    </div>
  );
}
