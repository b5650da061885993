import type { Kysely } from 'kysely';
import { portableTypes } from './dialect';

/**
 * Evidence outlives an account (LEGAL J21; docs/electronic-signature.md, « What is kept »): when
 * an owner deletes their account, each request everyone signed is kept, pseudonymised, for five
 * years from its completion, for the other signers (RGPD 17(3)(e)); `owner_erased_at` says when
 * it was pseudonymised, and the signature sweep deletes it, with its log, once the five years
 * have passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portableTypes(db);
  await db.schema
    .alterTable('signature_requests')
    .addColumn('owner_erased_at', t.timestamp)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signature_requests').dropColumn('owner_erased_at').execute();
}
