import { useRef } from 'react';
import { LazyPiece } from '@web/components/layout/lazy-piece';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import type { Draft } from '@core/schemas/draft';
import { STEP_TITLES, type StepNumber } from '../labels';
import { PreviewDocument } from './lazy-preview';

export const MOBILE_PREVIEW_TITLE = 'Aperçu du contrat';
export type MobilePreviewProps = { draft: Draft; today: Date; step: StepNumber };

const EMPTY_PREVIEW =
  'Choisissez au moins un type de contrat à l’étape 1\u00a0: l’aperçu se construit ici au fil de vos réponses.';

/** The dialog's scrolling text, opened at the clause the current step writes (step-targets.ts). */
function MobilePreviewBody({ draft, today, step }: MobilePreviewProps) {
  const body = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={body}
      data-testid="mobile-preview"
      role="region"
      aria-label="Texte du contrat"
      tabIndex={0}
      className="max-h-[calc(100dvh-11rem)] overflow-y-auto rounded-md border border-slate-200 px-3 py-3"
    >
      {draft.type_contrat.length > 0 ? (
        <LazyPiece name="L’aperçu" block>
          <PreviewDocument draft={draft} today={today} box={body} step={step} idPrefix="mpv" />
        </LazyPiece>
      ) : (
        <p className="text-sm text-slate-600">{EMPTY_PREVIEW}</p>
      )}
    </div>
  );
}

type Props = MobilePreviewProps & { open: boolean; onOpenChange: (open: boolean) => void };

/** The phone's preview dialog (mobile-preview.tsx loads it when « Aperçu » is first used). */
export function MobilePreviewDialog({ open, onOpenChange, draft, today, step }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={MOBILE_PREVIEW_TITLE}
          description={`Étape ${step}\u00a0: ${STEP_TITLES[step - 1]}. L’aperçu s’ouvre sur la clause de cette étape.`}
          size="lg"
          className="p-4"
        >
          <MobilePreviewBody draft={draft} today={today} step={step} />
        </DialogContent>
      )}
    </Dialog>
  );
}
