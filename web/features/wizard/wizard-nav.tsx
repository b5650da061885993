import { useState } from 'react';
import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../components/ui/dialog';
import { STEP_COUNT, type StepNumber } from './labels';

type WizardNavProps = {
  step: StepNumber;
  onPrevious: () => void;
  onNext: () => void;
  onReset: () => void;
  nextBusy?: boolean;
};

/** Précédent (disabled on step 1), Suivant (absent on step 6) and Réinitialiser with confirmation. */
export function WizardNav({ step, onPrevious, onNext, onReset, nextBusy }: WizardNavProps) {
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
      {step < STEP_COUNT && (
        <Button className="ml-auto" onClick={onNext} loading={nextBusy}>
          Suivant
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Réinitialiser le contrat ?"
          description="Toutes vos réponses seront effacées et vous reviendrez à l’étape 1. Votre profil n’est pas modifié."
        >
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Annuler
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                onReset();
              }}
            >
              Réinitialiser
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
