import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import {
  userProfileSchema,
  type LegalEntityProfile,
  type PhysicalPersonProfile,
  type SelectedEntityType,
} from '@core/schemas/profile';
import type { PartySide } from '@core/answers/side';
import { partySideSchema } from '@core/schemas/side';
import { AppError } from '@server/errors';
import type { DB } from '../schema';
import { fromJson, fromTimestamp, now, toJson } from './columns';

/** The profile row without the clients (they live in their own table). */
export type ProfileData = {
  physical_person: PhysicalPersonProfile;
  legal_entity: LegalEntityProfile;
  selected_entity_type: SelectedEntityType;
  side: PartySide;
};

export type StoredProfile = ProfileData & { version: number; updated_at: string };

export async function findProfile(
  db: Kysely<DB>,
  ownerId: string,
): Promise<StoredProfile | undefined> {
  const row = await db
    .selectFrom('profiles')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    physical_person: fromJson<PhysicalPersonProfile>(row.physical_person),
    legal_entity: fromJson<LegalEntityProfile>(row.legal_entity),
    selected_entity_type: row.selected_entity_type as SelectedEntityType,
    // A value written by hand into the database reads as the default side, never a 500.
    side: partySideSchema.catch('cessionnaire').parse(row.side),
    version: Number(row.version),
    updated_at: fromTimestamp(row.updated_at),
  };
}

/**
 * Writes the owner's profile and returns its new version, in one conditional statement:
 * `expectedVersion` 0 means "I saw no profile" (an insert that a concurrent first save makes
 * fail), any other value must be the stored one. A stale version answers VERSION_CONFLICT.
 */
export async function saveProfile(
  db: Kysely<DB>,
  ownerId: string,
  profile: ProfileData,
  expectedVersion: number,
): Promise<{ version: number }> {
  const values = {
    physical_person: toJson(profile.physical_person),
    legal_entity: toJson(profile.legal_entity),
    selected_entity_type: profile.selected_entity_type,
    side: profile.side,
    updated_at: now(),
  };
  const row =
    expectedVersion === 0
      ? await db
          .insertInto('profiles')
          .values({ ...values, owner_id: ownerId, version: 1 })
          .onConflict((oc) => oc.column('owner_id').doNothing())
          .returning('version')
          .executeTakeFirst()
      : await db
          .updateTable('profiles')
          .set(values)
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .where('owner_id', '=', ownerId)
          .where('version', '=', expectedVersion)
          .returning('version')
          .executeTakeFirst();
  if (!row) throw new AppError('VERSION_CONFLICT');
  return { version: Number(row.version) };
}

/** The default profile (docs/product.md §9), built once: what nobody has written yet. */
export const EMPTY_PROFILE = userProfileSchema.parse({});

/** The empty profile stored by an address-book change alone (touchProfile): never written by hand. */
export const isUntouchedProfile = (stored: ProfileData): boolean =>
  isDeepStrictEqual(
    [stored.physical_person, stored.legal_entity, stored.selected_entity_type, stored.side],
    [
      EMPTY_PROFILE.physical_person,
      EMPTY_PROFILE.legal_entity,
      EMPTY_PROFILE.selected_entity_type,
      EMPTY_PROFILE.side,
    ],
  );

/**
 * A change of the address book (a client created, changed or deleted) is a change of the whole
 * profile it belongs to (docs/product.md §7 reads and writes them together): the profile's version
 * moves, so a whole-profile write from a tab that read the list before answers 409 instead of
 * putting the old list back (a client was lost that way). Without a profile yet, an
 * empty one is stored at version 1: a first save made from an older read (version 0) then
 * conflicts too.
 */
export async function touchProfile(db: Kysely<DB>, ownerId: string): Promise<void> {
  const empty = EMPTY_PROFILE;
  await db
    .insertInto('profiles')
    .values({
      owner_id: ownerId,
      physical_person: toJson(empty.physical_person),
      legal_entity: toJson(empty.legal_entity),
      selected_entity_type: empty.selected_entity_type,
      version: 1,
      updated_at: now(),
    })
    .onConflict((oc) =>
      oc.column('owner_id').doUpdateSet((eb) => ({
        version: eb('profiles.version', '+', 1),
        updated_at: now(),
      })),
    )
    .execute();
}

export const isConfigured = (profile: ProfileData): boolean =>
  profile.physical_person.is_configured || profile.legal_entity.is_configured;
