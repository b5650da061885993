import type { Readiness } from '@core/rules/readiness';
import type { Contract } from '@server/db/repositories/contracts';
import type { FinalizeResponse } from './schemas';

/**
 * What the finalisation page reads of a contract: its wizard data, whether it was edited (its
 * files then come from the stored document, docs/document-model.md) and the step-6 checklist the
 * route computed (null when the stored answers no longer read as a draft).
 */
export const presentFinalization = (
  contract: Contract,
  readiness: Readiness | null,
): FinalizeResponse => ({
  id: contract.id,
  title: contract.title,
  is_draft: contract.is_draft,
  from_step6: contract.from_step6,
  version: contract.version,
  form_data: contract.draft,
  edited: contract.edited,
  readiness,
});
