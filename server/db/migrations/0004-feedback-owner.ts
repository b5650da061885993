import type { Kysely } from 'kysely';

/**
 * Feedback sent from an account keeps its author (« export all my data » includes it,
 * deleting the account deletes it). Feedback from a visitor without an account stays anonymous
 * (null). The index serves the export and the erasure, which read one owner's rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').addColumn('owner_id', 'text').execute();
  await db.schema.createIndex('feedback_owner').on('feedback').column('owner_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feedback_owner').execute();
  await db.schema.alterTable('feedback').dropColumn('owner_id').execute();
}
