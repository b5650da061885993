import { HelpDialog } from '@web/components/ui/help-dialog';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The written help of the contract list, where no mascot tutorial is given (contracts-help-button.tsx). */
export function ContractsHelpDialog({ open, onOpenChange }: Props) {
  return (
    <HelpDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Aide"
      description="Ce que vous pouvez faire sur cette page."
    >
      <li>
        Cliquez sur le titre d’un brouillon pour le valider (en lui donnant un nom) ou le supprimer.
      </li>
      <li>« Finaliser » complète les informations manquantes d’un contrat créé à l’étape 6.</li>
      <li>
        « Exporter » télécharge le contrat au format JSON, pour le partager avec votre juriste.
      </li>
      <li>« Importer un contrat » ajoute à votre liste un fichier JSON exporté depuis Clausier.</li>
    </HelpDialog>
  );
}
