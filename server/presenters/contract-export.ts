import { CONTRACT_EXPORT_FORMAT, CONTRACT_EXPORT_VERSION } from '@core/schemas/contract-export';
import type { StoredContract } from '../db/repositories/contracts';

/**
 * A stored contract as its export file (docs/product.md §7, README « Format d'export »): the
 * versioned document that `POST /contracts/import` reads back, with the answers, the edited
 * document and the comments when there are some. Its shape is core/schemas/contract-export.ts's
 * (the stored columns are written through that model's schemas, so they are passed as they are).
 */
export function presentContractExport(contract: StoredContract, now: Date) {
  return {
    format: CONTRACT_EXPORT_FORMAT,
    version: CONTRACT_EXPORT_VERSION,
    title: contract.title,
    is_draft: contract.is_draft,
    from_step6: contract.from_step6,
    exported_at: now.toISOString(),
    form_data: contract.form_data,
    ...(contract.elements != null ? { elements: contract.elements } : {}),
    ...(contract.comments != null ? { comments: contract.comments } : {}),
  };
}
