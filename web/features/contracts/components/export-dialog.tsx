import { useState, type FormEvent } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { defaultExportBase, exportFileName } from '@core/rules/export-file-name';
import type { ContractSummary } from '../api';
import { ContractDialog } from './contract-dialog';

/**
 * The export dialog (docs/product.md §2, §5): a file name (default from the title, `.json` added)
 * and the format — the versioned JSON of the README, the one format the import reads back.
 */
export function ExportDialog({
  contract,
  pending,
  error,
  onExport,
  onClose,
}: {
  contract: ContractSummary | null;
  pending: boolean;
  error: string | null;
  onExport: (fileName: string) => void;
  onClose: () => void;
}) {
  return (
    <ContractDialog
      contract={contract}
      onClose={onClose}
      title="Exporter le contrat"
      description={() => 'Le fichier pourra être réimporté ou partagé avec votre juriste.'}
    >
      {contract && (
        <ExportForm
          key={contract.id}
          contract={contract}
          pending={pending}
          error={error}
          onExport={onExport}
          onCancel={onClose}
        />
      )}
    </ContractDialog>
  );
}

function ExportForm({
  contract,
  pending,
  error,
  onExport,
  onCancel,
}: {
  contract: ContractSummary;
  pending: boolean;
  error: string | null;
  onExport: (fileName: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(() => defaultExportBase(contract.title, contract.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onExport(exportFileName(name, contract));
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Nom du fichier"
        value={name}
        maxLength={200}
        hint={`Fichier : ${exportFileName(name, contract)}`}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset id="export-format-options" className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Format</legend>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="export-format" value="json" defaultChecked className="mt-1" />
          <span>
            <span className="font-medium">JSON Clausier (version 1)</span>
            <span className="block text-slate-600">
              Titre, réponses du formulaire, texte édité et commentaires.
            </span>
          </span>
        </label>
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" loading={pending}>
          Exporter
        </Button>
      </DialogFooter>
    </form>
  );
}
