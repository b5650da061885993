import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';

export const EMPTY_TITLE_MESSAGE = 'Le titre ne peut pas être vide.';

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
  const [title, setTitle] = useState(initialTitle);
  const [invalid, setInvalid] = useState(false);
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setInvalid(true);
      return;
    }
    onConfirm(title.trim());
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Valider le contrat"
        description="Donnez un nom à votre contrat : vous le retrouverez sous ce nom dans « Mes contrats »."
      >
        <form id={formId} onSubmit={submit} noValidate>
          <TextField
            label="Titre du contrat"
            requiredMark
            value={title}
            maxLength={200}
            autoFocus
            error={invalid ? EMPTY_TITLE_MESSAGE : (error ?? undefined)}
            onChange={(event) => {
              setTitle(event.target.value);
              setInvalid(false);
            }}
          />
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
