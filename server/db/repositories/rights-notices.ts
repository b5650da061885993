import { ownsContract } from './contracts';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth-tables';
import type { DB } from '../schema';
import { fromFlag, now } from './columns';

/**
 * What the rights register sends its owner (migration 0014, docs/rights-notices.md): the
 * reminders already e-mailed, the contracts whose reminders are off, and each owner's calendar
 * feed. Reads and writes name the owner, except the two a job or a calendar client makes without
 * a session: the accounts to remind, and the feed found by its token's hash.
 */

export type ReminderKey = { contractId: string; kind: string; endsOn: string; daysBefore: number };

/**
 * Records a reminder before it is sent: true when this call recorded it, false when it already
 * was (sent by an earlier sweep, or by another instance's at the same moment).
 */
export async function claimReminder(db: Kysely<DB>, key: ReminderKey): Promise<boolean> {
  const row = await db
    .insertInto('rights_reminders_sent')
    .values({
      contract_id: key.contractId,
      kind: key.kind,
      ends_on: key.endsOn,
      days_before: key.daysBefore,
      sent_at: now(),
    })
    .onConflict((oc) => oc.columns(['contract_id', 'kind', 'ends_on', 'days_before']).doNothing())
    .returning('contract_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The reminders sent for the owner's contracts (oldest first). */
export async function listSentReminders(db: Kysely<DB>, ownerId: string): Promise<ReminderKey[]> {
  const rows = await db
    .selectFrom('rights_reminders_sent as r')
    .innerJoin('contracts as c', 'c.id', 'r.contract_id')
    .select(['r.contract_id', 'r.kind', 'r.ends_on', 'r.days_before'])
    .where('c.owner_id', '=', ownerId)
    .orderBy('r.sent_at')
    .execute();
  return rows.map((r) => ({
    contractId: String(r.contract_id),
    kind: r.kind,
    endsOn: r.ends_on,
    daysBefore: Number(r.days_before),
  }));
}

/** The owner's contracts whose reminders are off. */
export async function listRemindersOff(db: Kysely<DB>, ownerId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('rights_reminders_off as o')
    .innerJoin('contracts as c', 'c.id', 'o.contract_id')
    .select('o.contract_id')
    .where('c.owner_id', '=', ownerId)
    .execute();
  return new Set(rows.map((r) => String(r.contract_id)));
}

/** Turns a contract's reminders on or off; false when the contract is not the owner's. */
export async function setReminders(
  db: Kysely<DB>,
  ownerId: string,
  contractId: string,
  enabled: boolean,
): Promise<boolean> {
  if (!(await ownsContract(db, ownerId, contractId))) return false;
  if (enabled) {
    await db.deleteFrom('rights_reminders_off').where('contract_id', '=', contractId).execute();
  } else {
    await db
      .insertInto('rights_reminders_off')
      .values({ contract_id: contractId, turned_off_at: now() })
      .onConflict((oc) => oc.column('contract_id').doNothing())
      .execute();
  }
  return true;
}

export type ReminderRecipient = { id: string; name: string; email: string };

/**
 * The accounts a reminder may go to: those with a confirmed address and at least one contract
 * that is not a draft (an anonymous visitor has no address; a draft grants nothing yet, save a
 * draft signed electronically, which the sweep finds through the register like any other).
 */
export async function listReminderRecipients(db: Kysely<DB>): Promise<ReminderRecipient[]> {
  const rows = await db
    .withTables<AuthTables>()
    .selectFrom('user')
    .select(['user.id', 'user.name', 'user.email', 'user.emailVerified', 'user.isAnonymous'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('contracts')
          .select('contracts.id')
          .whereRef('contracts.owner_id', '=', 'user.id'),
      ),
    )
    .orderBy('user.id')
    .execute();
  return rows
    .filter((r) => fromFlag(r.emailVerified) && !fromFlag(r.isAnonymous) && r.email)
    .map((r) => ({ id: r.id, name: r.name, email: r.email }));
}

/** Stores the owner's calendar token hash, replacing the one before (which stops working). */
export async function saveCalendar(
  db: Kysely<DB>,
  ownerId: string,
  tokenHash: string,
): Promise<void> {
  await db
    .insertInto('rights_calendars')
    .values({ owner_id: ownerId, token_hash: tokenHash, created_at: now() })
    .onConflict((oc) =>
      oc.column('owner_id').doUpdateSet({ token_hash: tokenHash, created_at: now() }),
    )
    .execute();
}

/** Revokes the owner's calendar feed; false when there was none. */
export async function deleteCalendar(db: Kysely<DB>, ownerId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('rights_calendars')
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whose calendar feed a token's hash opens, if any. */
export async function findCalendarOwner(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('rights_calendars')
    .select('owner_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.owner_id;
}
