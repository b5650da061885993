import { useRef, useState } from 'react';
import { Eye } from 'lucide-react';
import type { Draft } from '@core/schemas/draft';
import { LazyPiece } from '../../../components/layout/lazy-piece';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { STEP_TITLES, type StepNumber } from '../labels';
import { PreviewDocument } from './lazy-preview';

export const MOBILE_PREVIEW_LABEL = 'Aperçu';
export const MOBILE_PREVIEW_TITLE = 'Aperçu du contrat';
const EMPTY_PREVIEW =
  'Choisissez au moins un type de contrat à l’étape 1\u00a0: l’aperçu se construit ici au fil de vos réponses.';

type MobilePreviewProps = { draft: Draft; today: Date; step: StepNumber };

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

/**
 * On a phone (under 1024 px) the preview is one tap away at every step (issue 11 item 4): a
 * button fixed at the bottom right opens it in a dialog, scrolled to the clause of the current
 * step, the same follow as beside the form on a wide screen. Closing it returns to the field.
 */
export function MobilePreview({ draft, today, step }: MobilePreviewProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="fixed bottom-4 right-4 z-30 lg:hidden">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button size="sm" className="shadow-lg">
            <Eye aria-hidden="true" className="size-4" />
            {MOBILE_PREVIEW_LABEL}
            <span className="sr-only"> du contrat</span>
          </Button>
        </DialogTrigger>
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
    </div>
  );
}
