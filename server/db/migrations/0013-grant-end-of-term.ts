import type { Kysely } from 'kysely';
import { portableTypes } from './dialect';

/**
 * The rights register's end-of-term checklist (docs/rights.md): the day the owner marked done
 * what a contract asks once a grant has ended (stop new uses, withdraw from the supports under
 * their control). One row per contract and kind of grant; it goes with its contract (the foreign
 * key cascades on delete, and the owner is the contract's, so a visitor's data moving to an
 * account needs nothing more).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portableTypes(db);
  await db.schema
    .createTable('grant_end_of_term')
    .addColumn('contract_id', t.uuid, (c) =>
      c.notNull().references('contracts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('done_on', 'text', (c) => c.notNull())
    .addColumn('recorded_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('grant_end_of_term_pk', ['contract_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('grant_end_of_term').execute();
}
