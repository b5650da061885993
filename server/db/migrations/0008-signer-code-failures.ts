import type { Kysely } from 'kysely';
import { portableTypes } from './dialect';

/**
 * Code attempts add up over the whole life of a signer's link (docs/electronic-signature.md,
 * « Signing page »): `code_failures` is never reset by a new code, and past the limit the link is
 * locked (`locked_at`) until the owner invites the signer again. A fresh code used to reset the
 * only counter, `code_attempts`: five guesses per code, five codes an hour, for as long as the
 * link lived.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portableTypes(db);
  await db.schema
    .alterTable('signature_signers')
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('signature_signers').addColumn('locked_at', t.timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signature_signers').dropColumn('code_failures').execute();
  await db.schema.alterTable('signature_signers').dropColumn('locked_at').execute();
}
