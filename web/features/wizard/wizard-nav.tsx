import { useState } from 'react';
import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { LazyDialog } from '@web/components/layout/lazy-dialog';
import { lazyNamed } from '@web/lib/lazy-named';
import { STEP_COUNT, type StepNumber } from './labels';

// Radix's dialog is not part of the wizard's first paint: loaded when « Réinitialiser » is used.
const ResetDialog = lazyNamed(() => import('./reset-dialog'), 'ResetDialog');

type WizardNavProps = {
  step: StepNumber;
  onPrevious: () => void;
  onNext: () => void;
  onReset: () => void;
  nextBusy?: boolean;
  /** Set after step 6's « Compléter »: back to the finalisation in one click, not four « Suivant ». */
  onBackToFinalize?: () => void;
};

/** Précédent (disabled on step 1), Suivant (absent on step 6) and Réinitialiser with confirmation. */
export function WizardNav({
  step,
  onPrevious,
  onNext,
  onReset,
  nextBusy,
  onBackToFinalize,
}: WizardNavProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
      <Button variant="outline" onClick={onPrevious} disabled={step === 1}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Précédent
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Réinitialiser
      </Button>
      {step < STEP_COUNT && onBackToFinalize && (
        <Button variant="secondary" className="ml-auto" onClick={onBackToFinalize}>
          Retour à la finalisation
        </Button>
      )}
      {step < STEP_COUNT && (
        <Button className={onBackToFinalize ? '' : 'ml-auto'} onClick={onNext} loading={nextBusy}>
          Suivant
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      )}
      <LazyDialog name="La confirmation" open={confirming} onClose={() => setConfirming(false)}>
        <ResetDialog open={confirming} onOpenChange={setConfirming} onConfirm={onReset} />
      </LazyDialog>
    </div>
  );
}
