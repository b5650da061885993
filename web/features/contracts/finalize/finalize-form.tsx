import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Download, FilePenLine } from 'lucide-react';
import { checkReadiness, READINESS_MESSAGE, type Readiness } from '@core/rules/readiness';
import type { Draft } from '@core/schemas/draft';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { downloadPdf, useSaveFinalized, type FinalizeData } from './api';
import { MissingFields, type Section } from './missing-fields';
import { ReadinessChecklist } from './readiness-checklist';

export const PDF_ERROR = 'Une erreur est survenue lors de la génération du PDF. Veuillez réessayer.';
export const PDF_SUCCESS = 'Le PDF a été généré avec succès !';
export const EDITOR_ERROR = "Une erreur est survenue lors de la préparation de l'éditeur. Veuillez réessayer.";

/**
 * The finalisation form (SPEC §2): step 6's checklist over the contract's form_data, the
 * missing fields editable in place (merged into form_data), then download or the editor —
 * each saves the merged data into the contract first.
 */
/** Renders the checklist; the route gives the wizard's step-6 one (features do not import each other). */
export type ChecklistRenderer = (readiness: Readiness, focusMissingFields: () => void) => ReactNode;

const focusMissingFields = () =>
  document.querySelector<HTMLElement>('#finalize-missing-fields :is(input, select, textarea)')?.focus();

export function FinalizeForm({ contract, initial, renderChecklist }: { contract: FinalizeData; initial: Draft; renderChecklist?: ChecklistRenderer }) {
  const [draft, setDraft] = useState(initial);
  const [version, setVersion] = useState(contract.version);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'editor' | null>(null);
  const save = useSaveFinalized();
  const navigate = useNavigate();
  const readiness = checkReadiness(draft);
  // Sections incomplete at load stay open while the user types (they do not vanish mid-word).
  const sections = useMemo(() => {
    const first = checkReadiness(initial).checks;
    return new Set((Object.keys(first) as Section[]).filter((key) => !first[key]));
  }, [initial]);

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
      {renderChecklist ? renderChecklist(readiness, focusMissingFields) : <ReadinessChecklist readiness={readiness} />}
      {sections.size > 0 && (
        <div id="finalize-missing-fields">
          <MissingFields draft={draft} sections={sections} onChange={setDraft} />
        </div>
      )}
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
