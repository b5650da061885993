import { sql, type Kysely } from 'kysely';
import { portableTypes } from './dialect';

/**
 * Electronic signature (docs/electronic-signature.md). A request freezes the contract
 * as a PDF (its bytes and SHA-256 are kept: signers sign exactly those bytes); each signer has an
 * unguessable link (only its SHA-256 is stored) and a 6-digit code (hashed too); every step is an
 * event in an append-only, hash-chained log (each row stores the previous row's hash). The sealed
 * PDF is kept with the request: deleting or editing the contract never touches it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portableTypes(db);
  await db.schema
    .createTable('signature_requests')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('signing_order', 'text', (c) => c.notNull())
    .addColumn('document', t.json, (c) => c.notNull())
    .addColumn('document_fingerprint', 'text', (c) => c.notNull())
    .addColumn('document_pdf', t.bytes, (c) => c.notNull())
    .addColumn('document_sha256', 'text', (c) => c.notNull())
    .addColumn('signed_pdf', t.bytes)
    .addColumn('signed_sha256', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('completed_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('signature_requests_owner')
    .on('signature_requests')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('signature_requests_contract')
    .on('signature_requests')
    .columns(['contract_id', 'status'])
    .execute();
  await db.schema
    .createIndex('signature_requests_signed')
    .on('signature_requests')
    .column('signed_sha256')
    .execute();

  await db.schema
    .createTable('signature_signers')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('request_id', t.uuid, (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invited_at', t.timestamp)
    .addColumn('reminded_at', t.timestamp)
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', t.timestamp)
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('codes_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('codes_window_at', t.timestamp)
    .addColumn('signed_at', t.timestamp)
    .addColumn('signed_name', 'text')
    .addColumn('consent_text', 'text')
    .addColumn('drawing', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('refused_at', t.timestamp)
    .addColumn('refusal_reason', 'text')
    .execute();
  await db.schema
    .createIndex('signature_signers_request')
    .on('signature_signers')
    .columns(['request_id', 'position'])
    .execute();

  await db.schema
    .createTable('signature_events')
    .addColumn('request_id', t.uuid, (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('signer_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('signature_events_pk', ['request_id', 'seq'])
    .execute();

  // Append-only: no row of the log may change once written (deleting a whole request, with its
  // log, stays possible for the account's erasure).
  if (t.postgres) {
    await sql`CREATE FUNCTION signature_events_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'signature_events est en ajout seul'; END $$`.execute(db);
    await sql`CREATE TRIGGER signature_events_no_update BEFORE UPDATE ON signature_events
      FOR EACH ROW EXECUTE FUNCTION signature_events_frozen()`.execute(db);
  } else {
    await sql`CREATE TRIGGER signature_events_no_update BEFORE UPDATE ON signature_events
      BEGIN SELECT RAISE(ABORT, 'signature_events est en ajout seul'); END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['signature_events', 'signature_signers', 'signature_requests']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  if (portableTypes(db).postgres)
    await sql`DROP FUNCTION IF EXISTS signature_events_frozen()`.execute(db);
}
