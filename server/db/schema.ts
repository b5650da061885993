import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely table types of Clausier's own tables (docs/design.md §5). better-auth creates and types
 * its user/session/account/verification tables itself.
 *
 * Portable storage (one migration for both dialects): booleans are 0/1 integers, timestamps are
 * ISO strings on write (SQLite keeps text, PostgreSQL timestamptz returns a Date), JSON is text
 * in SQLite and jsonb in PostgreSQL (written as a JSON string, read back as string or object).
 * The repositories hide all of this behind plain values.
 */
type Timestamp = ColumnType<Date | string, string, string>;
type Json = ColumnType<unknown, string, string>;
type Flag = ColumnType<number | boolean, number | undefined, number>;
/** Starts at 1 (column default), bumped by every write. */
type Version = ColumnType<number, number | undefined, number>;
type OptionalJson = ColumnType<unknown, string | null | undefined, string | null>;

export interface ContractsTable {
  id: string;
  owner_id: string;
  title: string;
  is_draft: Flag;
  from_step6: Flag;
  form_data: Json;
  elements: OptionalJson;
  comments: OptionalJson;
  version: Version;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfilesTable {
  owner_id: string;
  physical_person: Json;
  legal_entity: Json;
  selected_entity_type: ColumnType<string, string | undefined, string>;
  version: Version;
  updated_at: Timestamp;
}

export interface ClientsTable {
  owner_id: string;
  id: string;
  type: string;
  data: Json;
  version: Version;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FeedbackTable {
  id: string;
  /** The account that sent it; null for a visitor without an account (migration 0004). */
  owner_id: string | null;
  message: string;
  created_at: Timestamp;
}

export interface DB {
  contracts: ContractsTable;
  profiles: ProfilesTable;
  clients: ClientsTable;
  feedback: FeedbackTable;
}

/** Kept for columns Kysely fills itself; none today, exported so later tables can use it. */
export type { Generated };
