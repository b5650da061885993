import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Download, FilePenLine } from 'lucide-react';
import { checkReadiness, READINESS_MESSAGE } from '@core/rules/readiness';
import type { Draft } from '@core/schemas/draft';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { downloadPdf, useSaveFinalized, type FinalizeData } from './api';

export const PDF_ERROR = 'Une erreur est survenue lors de la génération du PDF. Veuillez réessayer.';
export const PDF_SUCCESS = 'Le PDF a été généré avec succès !';
export const EDITOR_ERROR = "Une erreur est survenue lors de la préparation de l'éditeur. Veuillez réessayer.";

/**
 * Renders the checklist and the missing fields in place: the route gives the wizard's one
 * finalisation flow (features do not import each other), built from readiness's list.
 */
export type CompletionRenderer = (props: { draft: Draft; initial: Draft; onChange: (draft: Draft) => void; contractId: string }) => ReactNode;

/**
 * The finalisation form (SPEC §2): step 6's checklist over the contract's form_data, the
 * missing fields editable in place (merged into form_data), then download or the editor —
 * each saves the merged data into the contract first.
 */
export function FinalizeForm({ contract, initial, renderCompletion }: { contract: FinalizeData; initial: Draft; renderCompletion: CompletionRenderer }) {
  const [draft, setDraft] = useState(initial);
  const [version, setVersion] = useState(contract.version);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'editor' | null>(null);
  const save = useSaveFinalized();
  const navigate = useNavigate();
  const readiness = checkReadiness(draft);

  const persist = async () => {
    const saved = await save.mutateAsync({ contract: { ...contract, version }, draft });
    setVersion(saved.version);
  };
  const run = async (action: 'pdf' | 'editor') => {
    setBusy(action);
    setMessage(null);
    try {
      await persist();
      if (action === 'editor') return void navigate(`/editor/${contract.id}`);
      await downloadPdf(draft, contract.title);
      setMessage({ tone: 'success', text: PDF_SUCCESS });
    } catch (error) {
      const conflict = error instanceof ApiError && error.code === 'VERSION_CONFLICT';
      setMessage({ tone: 'error', text: conflict ? error.message : action === 'pdf' ? PDF_ERROR : EDITOR_ERROR });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {renderCompletion({ draft, initial, onChange: setDraft, contractId: contract.id })}
      {!readiness.ready && <Alert tone="warning">{READINESS_MESSAGE}</Alert>}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button disabled={!readiness.ready || busy !== null} loading={busy === 'pdf'} onClick={() => void run('pdf')}>
          <Download aria-hidden="true" className="size-4" /> Télécharger le PDF
        </Button>
        <Button variant="outline" disabled={!readiness.ready || busy !== null} loading={busy === 'editor'} onClick={() => void run('editor')}>
          <FilePenLine aria-hidden="true" className="size-4" /> Accéder à l'éditeur
        </Button>
      </div>
    </div>
  );
}
