import { newContractDocument } from '@server/use-cases/contract-document';
import type { ImportedContract } from './sanitize';
import type { Repositories } from '@server/db/repositories/repositories';

/**
 * Stores an imported contract as ONE insert: a new id, the importer as owner, version 1. A
 * file that failed anywhere before this line left nothing behind, and this single statement
 * either stores the whole contract or nothing.
 */
export async function insertImportedContract(
  contracts: Repositories['contracts'],
  ownerId: string,
  contract: ImportedContract,
): Promise<{ id: string }> {
  const { user_id: _ignored, ...draft } = contract.form_data;
  // A file's elements are its owner's edits; a finalised file without them keeps the text its
  // answers build today, as a contract finalised here would.
  const kept = contract.elements
    ? { elements: contract.elements, edited: true }
    : newContractDocument(draft, contract.is_draft, new Date().toISOString());
  const { id } = await contracts.create(ownerId, {
    title: contract.title,
    isDraft: contract.is_draft,
    fromStep6: contract.from_step6,
    draft,
    comments: contract.comments,
    ...kept,
  });
  return { id };
}
