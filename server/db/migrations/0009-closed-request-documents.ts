import { sql, type Kysely } from 'kysely';

/**
 * A request that ended unsigned — cancelled, refused or expired — keeps nothing of the contract
 * (docs/electronic-signature.md, « Closed requests »): its frozen PDF and document are erased
 * when it closes (server/use-cases/sign-contract.ts, manage-signature-requests.ts), and its
 * signers' links answer 410. The columns stay NOT NULL, so an erased PDF is zero bytes and an
 * erased document the JSON `null` (a SQLite column cannot drop NOT NULL without rebuilding the
 * table, and rebuilding it would cascade into the append-only log). The requests closed before
 * this are erased here; their hashes, signers and logs stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update signature_requests set document_pdf = ${Buffer.alloc(0)}, document = ${'null'}
    where status in ('cancelled', 'refused', 'expired')`.execute(db);
}

export async function down(): Promise<void> {
  // What was erased is gone; there is nothing to put back.
}
