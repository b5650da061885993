import { CONTRACT_EXPORT_FORMAT, CONTRACT_EXPORT_VERSION } from '@core/schemas/contract-export';
import type { Contract } from '../db/repositories/contracts';

/**
 * A stored contract as its export file (docs/product.md §7, README « Format d'export »): the
 * versioned document that `POST /contracts/import` reads back, with the answers, the edited
 * document and the comments when there are some. Its shape is core/schemas/contract-export.ts's
 * (the repository reads the stored columns through that model's schemas).
 */
export function presentContractExport(contract: Contract, now: Date) {
  return {
    format: CONTRACT_EXPORT_FORMAT,
    version: CONTRACT_EXPORT_VERSION,
    title: contract.title,
    is_draft: contract.is_draft,
    from_step6: contract.from_step6,
    exported_at: now.toISOString(),
    form_data: contract.draft,
    // The text kept at finalisation is rebuilt from the answers on import; only edits travel.
    ...(contract.edited && contract.document ? { elements: contract.document.elements } : {}),
    ...(contract.comments.length > 0 ? { comments: contract.comments } : {}),
  };
}
