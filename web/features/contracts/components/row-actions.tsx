import { Link } from 'react-router';
import {
  CheckCircle2,
  Download,
  Ellipsis,
  FileDown,
  FilePenLine,
  FileText,
  FolderOpen,
  ListChecks,
  PenLine,
  Send,
  Trash2,
} from 'lucide-react';
import {
  NEXT_ACTION_LABELS,
  nextAction,
  type ContractState,
  type NextAction,
} from '@core/rules/contract-list';
import { Button, buttonClasses } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import type { ContractSummary } from '../api';
import { signedPdfUrl } from '../signature/api';
import { contractPath } from '../contract-path';

export type RowHandlers = {
  /** « Finaliser » a draft: the name dialog that validates it (docs/product.md §4). */
  onFinalize: (contract: ContractSummary) => void;
  /** « Exporter »: a JSON file of the contract (docs/product.md §5). */
  onExport: (contract: ContractSummary) => void;
  /** The stored contract as a PDF or Word file (its edited document once edited). */
  onDownload: (contract: ContractSummary, format: 'pdf' | 'docx') => void;
  onDelete: (contract: ContractSummary) => void;
  /** Send a finalised contract for electronic signature, or follow its request (remind, cancel). */
  onSignature: (contract: ContractSummary) => void;
};

type ContractActionsProps = RowHandlers & {
  contract: ContractSummary;
  state: ContractState;
  /** The newest signature request's id, for the signed PDF. */
  requestId: string | undefined;
  /** The tutorial points at the first row's export (docs/product.md §2 highlight ids). */
  first?: boolean;
  /** On the contract page the title is not a link: « Ouvrir » leaves the menu. */
  onContractPage?: boolean;
};

const NEXT_ICONS: Record<NextAction, typeof Send> = {
  finalize: CheckCircle2,
  send: Send,
  remind: PenLine,
  'download-signed': Download,
};

/** The state's next step, as words (contract page and list alike). */
export function NextActionButton({
  contract,
  state,
  requestId,
  onFinalize,
  onSignature,
  size = 'sm',
}: Pick<ContractActionsProps, 'contract' | 'state' | 'requestId' | 'onFinalize' | 'onSignature'> & {
  size?: 'sm' | 'md';
}) {
  const action = nextAction(state);
  const Icon = NEXT_ICONS[action];
  const label = NEXT_ACTION_LABELS[action];
  const name = `«\u202f${contract.title}\u202f»`;
  if (action === 'download-signed') {
    if (!requestId) return null;
    return (
      <a
        href={signedPdfUrl(requestId)}
        download
        className={buttonClasses('primary', size)}
        aria-label={`${label} de ${name}`}
      >
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </a>
    );
  }
  return (
    <Button
      variant="primary"
      size={size}
      aria-label={`${label} ${name}`}
      onClick={() => (action === 'finalize' ? onFinalize(contract) : onSignature(contract))}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/**
 * A contract's actions in words: its next step, « PDF », then « … » (Radix menu) with the rest —
 * open, edit, Word, « Exporter (fichier JSON) », delete. A signed contract is neither edited nor
 * finalised again (the server refuses it: CONTRACT_SIGNED).
 */
export function RowActions(props: ContractActionsProps) {
  const { contract, state, first, onContractPage, onExport, onDownload, onDelete } = props;
  const signed = state === 'signed';
  const name = `«\u202f${contract.title}\u202f»`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <NextActionButton {...props} />
      <Button
        variant="outline"
        size="sm"
        aria-label={`Télécharger ${name} en PDF`}
        onClick={() => onDownload(contract, 'pdf')}
      >
        <FileDown aria-hidden="true" className="size-4" />
        PDF
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            id={first ? 'contract-export-button' : undefined}
            variant="ghost"
            size="sm"
            aria-label={`Autres actions pour ${name}`}
          >
            <Ellipsis aria-hidden="true" className="size-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {!onContractPage && (
            <DropdownMenuItem asChild>
              <Link to={contractPath(contract.id)}>
                <FolderOpen aria-hidden="true" className="size-4" />
                Ouvrir
              </Link>
            </DropdownMenuItem>
          )}
          {!signed && (
            <DropdownMenuItem asChild>
              <Link to={`/editor/${contract.id}`}>
                <FilePenLine aria-hidden="true" className="size-4" />
                Modifier dans l’éditeur
              </Link>
            </DropdownMenuItem>
          )}
          {contract.from_step6 && !signed && (
            <DropdownMenuItem asChild>
              <Link to={`/wizard/finalize/${contract.id}`}>
                <ListChecks aria-hidden="true" className="size-4" />
                Compléter les informations
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => onDownload(contract, 'docx')}>
            <FileText aria-hidden="true" className="size-4" />
            Télécharger en Word
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onExport(contract)}>
            <Download aria-hidden="true" className="size-4" />
            Exporter (fichier JSON)
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
            onSelect={() => onDelete(contract)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Supprimer
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
