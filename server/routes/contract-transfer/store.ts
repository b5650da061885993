import type { Kysely } from 'kysely';
import type { ContractExport } from '@core/schemas/contract-export';
import { createContract } from '../../db/repositories/contracts';
import type { DB } from '../../db/schema';

/**
 * Stores an imported contract as ONE insert: a new id, the importer as owner, version 1. A
 * file that failed anywhere before this line left nothing behind, and this single statement
 * either stores the whole contract or nothing.
 */
export async function insertImportedContract(
  db: Kysely<DB>,
  ownerId: string,
  contract: ContractExport,
): Promise<{ id: string }> {
  const { user_id: _ignored, ...formData } = contract.form_data;
  const { id } = await createContract(db, ownerId, {
    title: contract.title,
    isDraft: contract.is_draft,
    fromStep6: contract.from_step6,
    formData,
    elements: contract.elements,
    comments: contract.comments,
  });
  return { id };
}
