import { Badge } from '../../../components/ui/badge';
import type { ContractSummary } from '../api';

/** A draft's title opens the draft dialog (SPEC §2); a contract's title is plain text. */
export function ContractTitle({ contract, onOpenDraft }: { contract: ContractSummary; onOpenDraft: (c: ContractSummary) => void }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
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
