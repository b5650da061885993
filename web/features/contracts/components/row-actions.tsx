import { Link } from 'react-router';
import { CheckCircle2, Download, FilePenLine, FileText, PenLine, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import type { ContractSummary } from '../api';

export type RowHandlers = {
  onOpenDraft: (contract: ContractSummary) => void;
  onExport: (contract: ContractSummary) => void;
  /** The stored contract as a Word file (its edited document once edited). */
  onDownloadWord: (contract: ContractSummary) => void;
  onDelete: (contract: ContractSummary) => void;
  /** Send a finalised contract for electronic signature, or follow its request (issue 15). */
  onSignature: (contract: ContractSummary) => void;
};

type RowActionsProps = Pick<
  RowHandlers,
  'onExport' | 'onDownloadWord' | 'onDelete' | 'onSignature'
> & {
  contract: ContractSummary;
  /** Icons only (desktop table) or icons with labels (mobile cards). */
  compact: boolean;
  /** The tutorial points at the first row's export button (docs/product.md §2 highlight ids). */
  first: boolean;
  /**
   * Signed by everyone: its text is what they signed, so neither the finalisation nor the editor
   * is offered (the server refuses such a change: CONTRACT_SIGNED).
   */
  signed: boolean;
};

/**
 * Finalise (only from step 6), edit in the editor, Word, export, delete (docs/product.md §2
 * "Per-row actions"); a signed contract is neither finalised nor edited again.
 */
export function RowActions({
  contract,
  compact,
  first,
  signed,
  onExport,
  onDownloadWord,
  onDelete,
  onSignature,
}: RowActionsProps) {
  const size = compact ? 'icon' : 'sm';
  const label = (text: string) => (compact ? <span className="sr-only">{text}</span> : text);
  const name = `« ${contract.title} »`;
  return (
    <div className="flex flex-wrap items-center gap-1">
      {contract.from_step6 && !signed && (
        <Link
          to={`/wizard/finalize/${contract.id}`}
          className={buttonClasses('ghost', size)}
          title={`Finaliser ${name}`}
          aria-label={compact ? `Finaliser ${name}` : undefined}
        >
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {label('Finaliser')}
        </Link>
      )}
      {!signed && (
        <Link
          to={`/editor/${contract.id}`}
          className={buttonClasses('ghost', size)}
          title={`Modifier ${name} dans l’éditeur`}
          aria-label={compact ? `Modifier ${name} dans l’éditeur` : undefined}
        >
          <FilePenLine aria-hidden="true" className="size-4" />
          {label('Éditer')}
        </Link>
      )}
      {!contract.is_draft && (
        <Button
          variant="ghost"
          size={size}
          title={`Signature électronique de ${name}`}
          aria-label={compact ? `Signature électronique de ${name}` : undefined}
          onClick={() => onSignature(contract)}
        >
          <PenLine aria-hidden="true" className="size-4" />
          {label('Signature')}
        </Button>
      )}
      <Button
        variant="ghost"
        size={size}
        title={`Télécharger ${name} au format Word`}
        aria-label={compact ? `Télécharger ${name} au format Word` : undefined}
        onClick={() => onDownloadWord(contract)}
      >
        <FileText aria-hidden="true" className="size-4" />
        {label('Word')}
      </Button>
      <Button
        id={first ? 'contract-export-button' : undefined}
        variant="ghost"
        size={size}
        title={`Exporter ${name}`}
        aria-label={compact ? `Exporter ${name}` : undefined}
        onClick={() => onExport(contract)}
      >
        <Download aria-hidden="true" className="size-4" />
        {label('Exporter')}
      </Button>
      <Button
        variant="ghost"
        size={size}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        title={`Supprimer ${name}`}
        aria-label={compact ? `Supprimer ${name}` : undefined}
        onClick={() => onDelete(contract)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {label('Supprimer')}
      </Button>
    </div>
  );
}
