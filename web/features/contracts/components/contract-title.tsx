import { Link } from 'react-router';
import type { ContractSummary } from '../api';

/**
 * A draft's title opens the draft dialog (docs/product.md §2); a finalised contract's title opens
 * the contract itself, in the editor, where its stored document is read and downloaded (issue 16
 * item 7: a title that looks like a name and does nothing was a dead end). Whether it is a
 * draft is said once, in the row's « État » (contract-table.tsx).
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
        <Link
          to={`/editor/${contract.id}`}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {contract.title}
        </Link>
      )}
    </span>
  );
}
