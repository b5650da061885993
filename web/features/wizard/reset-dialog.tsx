import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@web/components/ui/dialog';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };

/** « Réinitialiser le contrat ? » of the wizard's navigation (wizard-nav.tsx loads it when used). */
export function ResetDialog({ open, onOpenChange, onConfirm }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Réinitialiser le contrat ?"
        description="Toutes vos réponses seront effacées et vous reviendrez à l’étape 1. Votre profil n’est pas modifié."
      >
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            Réinitialiser
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
