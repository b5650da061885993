import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ContractExport } from '@core/schemas/contract-export';
import type { DB } from '../../db/schema';
import { now, toFlag, toJson } from '../../db/repositories/columns';

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
  const id = randomUUID();
  const at = now();
  const { user_id: _ignored, ...formData } = contract.form_data;
  await db
    .insertInto('contracts')
    .values({
      id,
      owner_id: ownerId,
      title: contract.title,
      is_draft: toFlag(contract.is_draft),
      from_step6: toFlag(contract.from_step6),
      form_data: toJson(formData),
      elements: contract.elements ? toJson(contract.elements) : null,
      comments: contract.comments ? toJson(contract.comments) : null,
      version: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { id };
}
