import { FileDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

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
        <Button id="editor-export-button" variant="outline" size="sm">
          <FileDown aria-hidden="true" className="size-4" />
          Exporter
        </Button>
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
