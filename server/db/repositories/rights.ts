import { ownsContract } from './contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { now } from './columns';

/**
 * The rights register's end-of-term checklist, marked done per contract and kind of grant
 * (migration 0013). Read and written through the contract's owner: another owner's contract has
 * no row to read, and nothing is written to it.
 */
export type EndOfTermDone = { contractId: string; kind: string; doneOn: string };

export async function listEndOfTermDone(db: Kysely<DB>, ownerId: string): Promise<EndOfTermDone[]> {
  const rows = await db
    .selectFrom('grant_end_of_term as g')
    .innerJoin('contracts as c', 'c.id', 'g.contract_id')
    .select(['g.contract_id', 'g.kind', 'g.done_on'])
    .where('c.owner_id', '=', ownerId)
    .execute();
  return rows.map((r) => ({ contractId: String(r.contract_id), kind: r.kind, doneOn: r.done_on }));
}

/** Records the day; marking it again keeps the first day. False when the contract is not the owner's. */
export async function markEndOfTermDone(
  db: Kysely<DB>,
  ownerId: string,
  contractId: string,
  kind: string,
  doneOn: string,
): Promise<boolean> {
  if (!(await ownsContract(db, ownerId, contractId))) return false;
  await db
    .insertInto('grant_end_of_term')
    .values({ contract_id: contractId, kind, done_on: doneOn, recorded_at: now() })
    .onConflict((oc) => oc.columns(['contract_id', 'kind']).doNothing())
    .execute();
  return true;
}
