import type { EditorContent } from '@core/schemas/editor';
import type { Contract } from '@server/db/repositories/contracts';
import { contractElements, resolveComments } from '@server/use-cases/contract-document';

/**
 * A contract as the editor opens it (docs/document-model.md): its elements as runs — the stored
 * ones, else the answers' document at the contract's date —, its comments anchored to them, and
 * the version its next save must carry.
 */
export function presentEditorContent(contract: Contract): EditorContent {
  const elements = contractElements(contract);
  return {
    elements,
    comments: resolveComments(contract.comments, elements),
    version: contract.version,
  };
}
