import type { Kysely } from 'kysely';
import { portableTypes } from './dialect';

/**
 * Clausier's own tables. owner_id holds better-auth's user.id but carries no foreign key: the
 * two schemas are migrated by two migrators, and the anonymous → account move must never be
 * able to cascade-delete a visitor's contracts if better-auth removes the anonymous user first.
 * Owner data is removed explicitly (repositories' deleteOwnerData, the GDPR purge).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portableTypes(db);
  await db.schema
    .createTable('contracts')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_draft', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('from_step6', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('form_data', t.json, (c) => c.notNull())
    .addColumn('elements', t.json)
    .addColumn('comments', t.json)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contracts_owner_updated')
    .on('contracts')
    .columns(['owner_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('owner_id', 'text', (c) => c.primaryKey())
    .addColumn('physical_person', t.json, (c) => c.notNull())
    .addColumn('legal_entity', t.json, (c) => c.notNull())
    .addColumn('selected_entity_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  // Client ids come from the browser (docs/product.md §3: a timestamp), so they are unique per
  // owner only.
  await db.schema
    .createTable('clients')
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', t.json, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('clients_pk', ['owner_id', 'id'])
    .execute();

  // Feedback is anonymous on purpose: no owner, no IP, no user agent.
  await db.schema
    .createTable('feedback')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feedback', 'clients', 'profiles', 'contracts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
