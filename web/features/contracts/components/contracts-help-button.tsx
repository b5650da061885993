import { useState } from 'react';
import { LazyPiece } from '../../../components/layout/lazy-piece';
import { Lightbulb } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { lazyNamed } from '../../../lib/lazy-named';
import { useLatched } from '../../../lib/use-latched';

// Loaded when first opened: the list's first paint does not wait for Radix's dialog.
const ContractsHelpDialog = lazyNamed(
  () => import('./contracts-help-dialog'),
  'ContractsHelpDialog',
);

/**
 * The tutorial help button of the contract list (highlight id contracts-tutorial-lightbulb).
 * `onOpenTutorial` is the mascot tutorial's launcher, given by the route module (features do
 * not import each other); without one, the button opens a short written help.
 */
export function ContractsHelpButton({ onOpenTutorial }: { onOpenTutorial?: () => void }) {
  const [open, setOpen] = useState(false);
  const wanted = useLatched(open);
  return (
    <>
      <Button
        id="contracts-tutorial-lightbulb"
        variant="ghost"
        size="icon"
        aria-label="Aide : comment utiliser Mes Contrats"
        title="Aide"
        onClick={() => (onOpenTutorial ? onOpenTutorial() : setOpen(true))}
      >
        <Lightbulb aria-hidden="true" className="size-5 text-amber-600" />
      </Button>
      {wanted && (
        <LazyPiece name="L’aide" floating open={open} onClose={() => setOpen(false)}>
          <ContractsHelpDialog open={open} onOpenChange={setOpen} />
        </LazyPiece>
      )}
    </>
  );
}
