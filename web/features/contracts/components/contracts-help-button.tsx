import { useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';

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
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Aide" description="Ce que vous pouvez faire sur cette page.">
          <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
            <li>
              Cliquez sur le titre d’un brouillon pour le valider (en lui donnant un nom) ou le
              supprimer.
            </li>
            <li>
              « Finaliser » complète les informations manquantes d’un contrat créé à l’étape 6.
            </li>
            <li>
              « Exporter » télécharge le contrat au format JSON, pour le partager avec votre
              juriste.
            </li>
            <li>
              « Importer un contrat » ajoute à votre liste un fichier JSON exporté depuis Clausier.
            </li>
          </ul>
          <DialogFooter>
            <Button onClick={() => setOpen(false)}>J’ai compris</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
