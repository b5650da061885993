import { useState } from 'react';
import { LazyDialog } from '@web/components/layout/lazy-dialog';
import { Lightbulb } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { lazyNamed } from '@web/lib/lazy-named';

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
      <LazyDialog name="L’aide" open={open} onClose={() => setOpen(false)}>
        <ContractsHelpDialog open={open} onOpenChange={setOpen} />
      </LazyDialog>
    </>
  );
}
