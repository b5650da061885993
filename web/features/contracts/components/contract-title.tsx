import { Badge } from '../../../components/ui/badge';
import type { ContractSummary } from '../api';

/**
 * A draft's title opens the draft dialog (docs/product.md §2); a contract's title is plain text.
 */
export function ContractTitle({
  contract,
  onOpenDraft,
}: {
  contract: ContractSummary;
  onOpenDraft: (c: ContractSummary) => void;
}) {
  return (
    // overflow-wrap:anywhere: a long unbroken title wraps instead of widening the table or the card past the screen.
    <span className="flex min-w-0 flex-wrap items-center gap-2 [overflow-wrap:anywhere]">
      {contract.is_draft ? (
        <button
          type="button"
          onClick={() => onOpenDraft(contract)}
          className="cursor-pointer text-left font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {contract.title}
        </button>
      ) : (
        <span className="font-medium text-slate-900">{contract.title}</span>
      )}
      {contract.is_draft && <Badge tone="warning">Brouillon</Badge>}
    </span>
  );
}
