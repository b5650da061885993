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
  const { user_id: _ignored, ...formData } = contract.form_data;
  const { id } = await contracts.create(ownerId, {
    title: contract.title,
    isDraft: contract.is_draft,
    fromStep6: contract.from_step6,
    formData,
    elements: contract.elements,
    comments: contract.comments,
  });
  return { id };
}
