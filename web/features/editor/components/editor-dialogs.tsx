import { Button } from '@web/components/ui/button';
import { HelpDialog } from '@web/components/ui/help-dialog';
import { Dialog, DialogContent, DialogFooter } from '@web/components/ui/dialog';

/** 409: another tab saved first. The user chooses; nothing is overwritten silently. */
export function ConflictDialog({
  open,
  onReload,
  onKeep,
  onClose,
}: {
  open: boolean;
  onReload: () => void;
  onKeep: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title="Ce contrat a été modifié ailleurs"
        description="Une autre version a été enregistrée (dans un autre onglet ou sur un autre appareil) depuis l’ouverture de l’éditeur."
      >
        <p className="text-sm text-slate-700">
          Rechargez la version enregistrée (vos modifications non enregistrées seront perdues) ou
          gardez votre version, qui remplacera l’autre.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onReload}>
            Recharger la version enregistrée
          </Button>
          <Button onClick={onKeep}>Garder ma version</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The tutorial's written fallback when no mascot launcher is given by the route. */
export function EditorHelpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  return (
    <HelpDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Aide de l’éditeur"
      description="Ce que vous pouvez faire ici."
    >
      <li>
        Cliquez dans le contrat pour modifier le texte ; sélectionnez du texte pour le mettre en
        forme ou le commenter.
      </li>
      <li>
        Les flèches du bas (ou Alt+↑ / Alt+↓) déplacent le paragraphe où se trouve le curseur.
      </li>
      <li>Ctrl+S (⌘+S) enregistre ; Ctrl+Z annule.</li>
      <li>
        « PDF » télécharge le contrat modifié ; « Exporter » propose le dossier pour votre juriste
        (Word avec vos commentaires en marge), Word, le fichier JSON à réimporter dans Clausier et
        une version imprimable.
      </li>
    </HelpDialog>
  );
}
