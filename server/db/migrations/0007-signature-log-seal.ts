import { sql, type Kysely } from 'kysely';
import { portableTypes } from './dialect';

/**
 * The evidence log cannot be rewritten (docs/electronic-signature.md, « The evidence log »):
 * - each event carries `mac`, an HMAC of its hash under a key kept outside the database, so
 *   rows deleted and re-inserted with recomputed hashes no longer check;
 * - the request keeps the head of its chain (`chain_head`, the last event's hash, and
 *   `chain_length`), so removing the last events is seen too;
 * - a trigger refuses DELETE on a log row while its request exists (UPDATE was already refused):
 *   a log goes only with its whole request (account erasure, end of the retention period).
 * Rows written before this have no `mac` and their requests no head: they are checked by their
 * hash chain alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portableTypes(db);
  await db.schema.alterTable('signature_events').addColumn('mac', 'text').execute();
  await db.schema.alterTable('signature_requests').addColumn('chain_head', 'text').execute();
  await db.schema.alterTable('signature_requests').addColumn('chain_length', 'integer').execute();
  if (t.postgres) {
    await sql`CREATE FUNCTION signature_events_kept() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM signature_requests WHERE id = OLD.request_id) THEN
          RAISE EXCEPTION 'signature_events est en ajout seul';
        END IF;
        RETURN OLD;
      END $$`.execute(db);
    await sql`CREATE TRIGGER signature_events_no_delete BEFORE DELETE ON signature_events
      FOR EACH ROW EXECUTE FUNCTION signature_events_kept()`.execute(db);
  } else {
    await sql`CREATE TRIGGER signature_events_no_delete BEFORE DELETE ON signature_events
      WHEN EXISTS (SELECT 1 FROM signature_requests WHERE id = OLD.request_id)
      BEGIN SELECT RAISE(ABORT, 'signature_events est en ajout seul'); END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = portableTypes(db);
  await sql`DROP TRIGGER IF EXISTS signature_events_no_delete ${sql.raw(t.postgres ? 'ON signature_events' : '')}`.execute(
    db,
  );
  if (t.postgres) await sql`DROP FUNCTION IF EXISTS signature_events_kept()`.execute(db);
  await db.schema.alterTable('signature_events').dropColumn('mac').execute();
  await db.schema.alterTable('signature_requests').dropColumn('chain_head').execute();
  await db.schema.alterTable('signature_requests').dropColumn('chain_length').execute();
}
