import { sql, type Kysely } from 'kysely';

/**
 * At most one pending signature request per contract, held by the database itself: the use case
 * checks « already pending » before it renders and inserts, and three requests sent at once all
 * passed that check(three pending requests for one contract, each
 * e-mailing every signer). The insert of a second one now fails and is answered 409
 * SIGNATURE_ALREADY_PENDING (server/use-cases/request-signatures.ts). Requests left pending twice
 * by that race are cancelled first, all but the newest, so the index can be built.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update signature_requests set status = 'cancelled'
    where status = 'pending' and exists (
      select 1 from signature_requests newer
      where newer.contract_id = signature_requests.contract_id
        and newer.status = 'pending'
        and (newer.created_at > signature_requests.created_at
          or (newer.created_at = signature_requests.created_at and newer.id > signature_requests.id))
    )`.execute(db);
  await db.schema
    .createIndex('signature_requests_one_pending')
    .unique()
    .on('signature_requests')
    .column('contract_id')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('signature_requests_one_pending').execute();
}
