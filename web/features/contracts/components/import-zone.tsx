import { useState, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
import { FilePicker } from '@web/components/ui/file-picker';
import { cn } from '@web/lib/cn';
import { isJsonFile, NOT_JSON_MESSAGE } from '../import-file';

type ImportZoneProps = {
  variant: 'desktop' | 'mobile';
  onFile: (file: File) => void;
  onRejected: (message: string) => void;
  busy?: boolean;
};

/**
 * 'Importer un contrat' (docs/product.md §2): drop a .json file or pick one. The desktop variant is
 * a drop area; the mobile one a full-width button (no drag and drop on phones).
 */
export function ImportZone({ variant, onFile, onRejected, busy = false }: ImportZoneProps) {
  const [dragging, setDragging] = useState(false);

  const accept = (file: File | undefined) => {
    if (!file) return;
    if (!isJsonFile(file)) onRejected(NOT_JSON_MESSAGE);
    else onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files[0]);
  };
  // Both variants pick the same way; the same file may be picked again after a rejection.
  const picker = {
    accept: 'application/json,.json',
    label: 'Importer un contrat',
    onPick: accept,
    resetAfterPick: true,
    loading: busy,
  };

  if (variant === 'mobile') {
    return (
      <div
        id="contract-import-zone"
        className="rounded-lg border border-dashed border-slate-300 bg-white p-3"
      >
        <FilePicker {...picker} className="w-full">
          <FileUp aria-hidden="true" className="size-4" /> Importer un contrat
        </FilePicker>
        <p className="mt-2 text-center text-xs text-slate-600">
          Fichier JSON exporté depuis Clausier
        </p>
      </div>
    );
  }
  return (
    <div
      id="contract-import-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex items-center justify-between gap-4 rounded-xl border-2 border-dashed p-5 transition-colors',
        dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
      )}
    >
      <div className="flex items-center gap-3">
        <FileUp aria-hidden="true" className="size-8 text-brand-600" />
        <div>
          <p className="font-semibold text-slate-900">Importer un contrat</p>
          <p className="text-sm text-slate-600">
            Glissez-déposez un fichier JSON ici, ou choisissez-le.
          </p>
        </div>
      </div>
      <FilePicker {...picker}>Choisir un fichier</FilePicker>
    </div>
  );
}
