import { useId } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { useTitleForm } from '@web/components/contract-title/use-title-form';

type RenameDialogProps = {
  open: boolean;
  initialTitle: string;
  saving: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (title: string) => void;
};

/**
 * The validate-contract modal (docs/product.md §2 "Shared pieces"): asks for a non-blank title
 * (docs/product.md §5). Mount it only while open so each opening starts from `initialTitle`.
 */
export function RenameDialog({
  open,
  initialTitle,
  saving,
  error,
  onOpenChange,
  onConfirm,
}: RenameDialogProps) {
  const { submit, field } = useTitleForm(initialTitle, onConfirm, error);
  const formId = useId();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Valider le contrat"
        description="Donnez un nom à votre contrat : vous le retrouverez sous ce nom dans « Mes Contrats »."
      >
        <form id={formId} onSubmit={submit} noValidate>
          <TextField {...field} />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Valider
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
