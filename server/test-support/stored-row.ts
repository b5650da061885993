import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { upgradeStoredContracts } from '../db/migrations/0015-contract-aggregate';

/**
 * A contract row as an older version of the app stored it (answers, elements and comments as
 * they were then), brought to today's shape by the same code the migration runs. Tests of old
 * contracts start here instead of writing through the repository, which only takes today's shape.
 */
export async function insertStoredRow(
  database: Kysely<DB>,
  ownerId: string,
  row: {
    title: string;
    formData: unknown;
    isDraft: boolean;
    elements?: unknown;
    comments?: unknown;
    createdAt?: string;
  },
): Promise<{ id: string }> {
  const db = database as unknown as Kysely<unknown>;
  const id = randomUUID();
  const at = row.createdAt ?? new Date().toISOString();
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  await sql`insert into contracts
      (id, owner_id, title, is_draft, from_step6, form_data, elements, comments, version, created_at, updated_at)
    values (${id}, ${ownerId}, ${row.title}, ${row.isDraft ? 1 : 0}, 1, ${JSON.stringify(row.formData)},
      ${json(row.elements)}, ${json(row.comments)}, 1, ${at}, ${at})`.execute(db);
  await upgradeStoredContracts(db);
  return { id };
}
