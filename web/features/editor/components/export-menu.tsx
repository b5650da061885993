import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { ExportMenuButton } from './header-menu-buttons';

/** The export button and its formats (highlight ids editor-export-button, export-format-options). */
export function ExportMenu({
  onDossier,
  onJson,
  onDocx,
  onPrint,
}: {
  onDossier: () => void;
  onJson: () => void;
  onDocx: () => void;
  onPrint: () => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <ExportMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent id="export-format-options" aria-label="Formats d’export">
        <DropdownMenuItem onSelect={onDossier}>
          Dossier pour votre juriste (Word avec commentaires)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDocx}>Word (.docx)</DropdownMenuItem>
        <DropdownMenuItem onSelect={onJson}>JSON (à réimporter dans Clausier)</DropdownMenuItem>
        <DropdownMenuItem onSelect={onPrint}>Version imprimable</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
