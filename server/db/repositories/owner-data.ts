import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import type { MovedData } from '@core/rules/moved-data';
import { findProfile, isConfigured } from './profiles';
import { keepEvidenceOfErasedOwner } from './signatures';

/**
 * Moves everything an anonymous visitor saved to the account they signed in to, inside the
 * caller's transaction (the identity plugin's onLinkAccount): contracts and clients change
 * owner; the profile follows the rule "keep the account's profile if it is configured, else
 * take the visitor's". A client id the account already uses gets a fresh id rather than
 * overwriting the account's client. Returns what the account received, for the message the
 * user sees after signing in (a move is never silent).
 */
export async function moveOwnerData(
  trx: Kysely<DB>,
  fromUserId: string,
  toUserId: string,
): Promise<MovedData> {
  const moved: MovedData = { drafts: 0, contracts: 0, clients: 0, profile: false };
  if (fromUserId === toUserId) return moved;
  const flags = await trx
    .selectFrom('contracts')
    .select('is_draft')
    .where('owner_id', '=', fromUserId)
    .execute();
  for (const { is_draft } of flags) {
    if (Number(is_draft) === 1 || is_draft === true) moved.drafts += 1;
    else moved.contracts += 1;
  }
  await trx
    .updateTable('contracts')
    .set({ owner_id: toUserId })
    .where('owner_id', '=', fromUserId)
    .execute();

  const clashes = await trx
    .selectFrom('clients as moving')
    .innerJoin('clients as kept', 'kept.id', 'moving.id')
    .select('moving.id')
    .where('moving.owner_id', '=', fromUserId)
    .where('kept.owner_id', '=', toUserId)
    .execute();
  for (const { id } of clashes) {
    await trx
      .updateTable('clients')
      .set({ id: randomUUID() })
      .where('owner_id', '=', fromUserId)
      .where('id', '=', id)
      .execute();
  }
  const clients = await trx
    .updateTable('clients')
    .set({ owner_id: toUserId })
    .where('owner_id', '=', fromUserId)
    .executeTakeFirst();
  moved.clients = Number(clients.numUpdatedRows);

  const visitor = await findProfile(trx, fromUserId);
  if (!visitor) return moved;
  const account = await findProfile(trx, toUserId);
  if (!account) {
    await trx
      .updateTable('profiles')
      .set({ owner_id: toUserId })
      .where('owner_id', '=', fromUserId)
      .execute();
    moved.profile = isConfigured(visitor);
    return moved;
  }
  if (!isConfigured(account) && isConfigured(visitor)) {
    moved.profile = true;
    await trx
      .updateTable('profiles')
      .set({
        physical_person: JSON.stringify(visitor.physical_person),
        legal_entity: JSON.stringify(visitor.legal_entity),
        selected_entity_type: visitor.selected_entity_type,
        side: visitor.side,
        updated_at: new Date().toISOString(),
        version: account.version + 1,
      })
      .where('owner_id', '=', toUserId)
      .execute();
  }
  await trx.deleteFrom('profiles').where('owner_id', '=', fromUserId).execute();
  return moved;
}

/**
 * Erases an owner's data (account deletion, GDPR purge of stale anonymous visitors), but for the
 * evidence of the contracts everyone signed, kept pseudonymised for the other signers
 * (keepEvidenceOfErasedOwner; `accountEmail` finds the slots the owner signed). Returns how
 * many requests were kept so.
 */
export async function deleteOwnerData(
  trx: Kysely<DB>,
  ownerId: string,
  accountEmail: string | null = null,
): Promise<number> {
  await trx.deleteFrom('contracts').where('owner_id', '=', ownerId).execute();
  await trx.deleteFrom('clients').where('owner_id', '=', ownerId).execute();
  await trx.deleteFrom('profiles').where('owner_id', '=', ownerId).execute();
  await trx.deleteFrom('feedback').where('owner_id', '=', ownerId).execute();
  // Séances and their participant rows (ON DELETE CASCADE, migration 0012).
  await trx.deleteFrom('releases').where('owner_id', '=', ownerId).execute();
  // The calendar feed; the reminders go with their contracts (ON DELETE CASCADE, migration 0014).
  await trx.deleteFrom('rights_calendars').where('owner_id', '=', ownerId).execute();
  const kept = await keepEvidenceOfErasedOwner(
    trx,
    ownerId,
    accountEmail,
    new Date().toISOString(),
  );
  // The others, with their signers and evidence log (ON DELETE CASCADE, migration 0005).
  await trx.deleteFrom('signature_requests').where('owner_id', '=', ownerId).execute();
  return kept;
}
