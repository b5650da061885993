import type { Kysely, Selectable } from 'kysely';
import type { ReleaseTerms } from '@core/releases/terms';
import type { DB, ReleasesTable } from '../schema';
import { fromJson, fromTimestamp, isUuid, now, toJson } from './columns';

/**
 * Séances (migration 0012, docs/releases.md). Owner reads always name the owner; the public page
 * finds a séance by the SHA-256 of its link's token only. Participants are rows tying a séance to
 * the contract and the signature request each model's arrival made.
 */

export type Release = {
  id: string;
  ownerId: string;
  title: string;
  /** The photographer as the invitations name them (« Hugo Bernard (hugo@…) ») and their address. */
  sender: string;
  senderEmail: string;
  terms: ReleaseTerms;
  termsSha256: string;
  closesOn: string | null;
  closedAt: string | null;
  participantCap: number;
  consent: { text: string; at: string; ip: string; userAgent: string | null };
  createdAt: string;
};

export type NewRelease = Omit<Release, 'closedAt' | 'createdAt'> & { tokenHash: string };

export type ReleaseParticipant = {
  id: string;
  releaseId: string;
  contractId: string;
  requestId: string;
  createdAt: string;
};

const toRelease = (row: Selectable<ReleasesTable>): Release => ({
  id: row.id,
  ownerId: row.owner_id,
  title: row.title,
  sender: row.sender,
  senderEmail: row.sender_email,
  terms: fromJson<ReleaseTerms>(row.terms),
  termsSha256: row.terms_sha256,
  closesOn: row.closes_on,
  closedAt: row.closed_at === null ? null : fromTimestamp(row.closed_at),
  participantCap: Number(row.participant_cap),
  consent: {
    text: row.consent_text,
    at: fromTimestamp(row.consent_at),
    ip: row.consent_ip,
    userAgent: row.consent_user_agent,
  },
  createdAt: fromTimestamp(row.created_at),
});

export async function insertRelease(db: Kysely<DB>, release: NewRelease): Promise<void> {
  await db
    .insertInto('releases')
    .values({
      id: release.id,
      owner_id: release.ownerId,
      title: release.title,
      sender: release.sender,
      sender_email: release.senderEmail,
      terms: toJson(release.terms),
      terms_sha256: release.termsSha256,
      token_hash: release.tokenHash,
      closes_on: release.closesOn,
      participant_cap: release.participantCap,
      consent_text: release.consent.text,
      consent_at: release.consent.at,
      consent_ip: release.consent.ip,
      consent_user_agent: release.consent.userAgent,
      created_at: now(),
    })
    .execute();
}

export async function findOwnedRelease(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
): Promise<Release | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom('releases')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row ? toRelease(row) : null;
}

export async function findReleaseByTokenHash(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<Release | null> {
  const row = await db
    .selectFrom('releases')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? toRelease(row) : null;
}

/** The owner's séances, newest first. */
export async function listOwnedReleases(db: Kysely<DB>, ownerId: string): Promise<Release[]> {
  const rows = await db
    .selectFrom('releases')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toRelease);
}

/** Stops new participants; false when the séance is not the owner's or was already closed. */
export async function closeRelease(db: Kysely<DB>, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db
    .updateTable('releases')
    .set({ closed_at: now() })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertParticipant(
  db: Kysely<DB>,
  participant: Omit<ReleaseParticipant, 'createdAt'>,
): Promise<void> {
  await db
    .insertInto('release_participants')
    .values({
      id: participant.id,
      release_id: participant.releaseId,
      contract_id: participant.contractId,
      request_id: participant.requestId,
      created_at: now(),
    })
    .execute();
}

export async function countParticipants(db: Kysely<DB>, releaseId: string): Promise<number> {
  const row = await db
    .selectFrom('release_participants')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('release_id', '=', releaseId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A séance's participants, in the order they joined. */
export async function listParticipants(
  db: Kysely<DB>,
  releaseId: string,
): Promise<ReleaseParticipant[]> {
  const rows = await db
    .selectFrom('release_participants')
    .selectAll()
    .where('release_id', '=', releaseId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    releaseId: row.release_id,
    contractId: row.contract_id,
    requestId: row.request_id,
    createdAt: fromTimestamp(row.created_at),
  }));
}
