import type { Kysely } from 'kysely';
import { portableTypes } from './dialect';

/**
 * What the rights register sends its owner (docs/rights-notices.md):
 * - `rights_reminders_sent`: each reminder e-mailed before a grant ends (60, 30 and 7 days),
 *   one row per contract, kind of grant, end day and delay — the primary key is what makes each
 *   reminder go once, even when two sweeps race (the row is claimed before the e-mail is sent);
 *   an end day that changes (a contract dated again) is a new grant to remind of;
 * - `rights_reminders_off`: the contracts whose owner turned the reminders off;
 * - `rights_calendars`: each owner's private calendar feed, found by the SHA-256 of the token its
 *   URL carries (the token itself is never stored); a new one replaces the old, deleting it
 *   revokes the feed.
 * The first two go with their contract (the foreign key cascades), the third with the account
 * (deleteOwnerData).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portableTypes(db);
  await db.schema
    .createTable('rights_reminders_sent')
    .addColumn('contract_id', t.uuid, (c) =>
      c.notNull().references('contracts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('sent_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('rights_reminders_sent_pk', [
      'contract_id',
      'kind',
      'ends_on',
      'days_before',
    ])
    .execute();
  await db.schema
    .createTable('rights_reminders_off')
    .addColumn('contract_id', t.uuid, (c) =>
      c.primaryKey().references('contracts.id').onDelete('cascade'),
    )
    .addColumn('turned_off_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rights_calendars')
    .addColumn('owner_id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rights_calendars').execute();
  await db.schema.dropTable('rights_reminders_off').execute();
  await db.schema.dropTable('rights_reminders_sent').execute();
}
