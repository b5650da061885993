import type { EditorContent } from '@core/schemas/editor';
import type { StoredContract } from '@server/db/repositories/contracts';
import { contractElements, readStoredComments } from '@server/use-cases/contract-document';

/**
 * A contract as the editor opens it (docs/document-model.md): its elements as runs — the edited
 * ones, else the answers' document at the contract's date —, its comments anchored to them, and
 * the version its next save must carry.
 */
export function presentEditorContent(contract: StoredContract): EditorContent {
  const elements = contractElements(contract);
  return {
    elements,
    comments: readStoredComments(contract.comments, elements),
    version: contract.version,
  };
}
