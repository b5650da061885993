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
  /** The stored elements hold the owner's edits (else: the text kept when it was finalised). */
  edited: Flag;
  comments: OptionalJson;
  /** The template version the contract's text was built with (core/templates/template-version.ts). */
  template_version: ColumnType<string, string | undefined, string>;
  version: Version;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfilesTable {
  owner_id: string;
  physical_person: Json;
  legal_entity: Json;
  selected_entity_type: ColumnType<string, string | undefined, string>;
  /** 'cedant' | 'cessionnaire' (core/schemas/side.ts); rows stored before it read 'cessionnaire'. */
  side: ColumnType<string, string | undefined, string>;
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

type Bytes = ColumnType<Buffer | Uint8Array, Buffer | Uint8Array, Buffer | Uint8Array>;
type OptionalTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;
type Counter = ColumnType<number, number | undefined, number>;

/** Electronic signature (migration 0005, docs/electronic-signature.md). */
export interface SignatureRequestsTable {
  id: string;
  owner_id: string;
  contract_id: string;
  title: string;
  /** The owner's name and address as the signers see them. */
  sender: string;
  /** Where the owner is told of a refusal, an expiry and the end (with the sealed PDF). */
  sender_email: string;
  status: string;
  signing_order: string;
  /** The frozen ContractDocument (the signer page's accessible text). */
  document: Json;
  /** SHA-256 of the frozen document's JSON: a later edit of the contract changes it. */
  document_fingerprint: string;
  document_pdf: Bytes;
  document_sha256: string;
  signed_pdf: ColumnType<
    Buffer | Uint8Array | null,
    Buffer | Uint8Array | null | undefined,
    Buffer | Uint8Array | null
  >;
  signed_sha256: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  expires_at: Timestamp;
  completed_at: OptionalTimestamp;
  /** The last event's hash and sequence number (migration 0007): the log's head. */
  chain_head: ColumnType<string | null, string | null | undefined, string | null>;
  chain_length: ColumnType<number | null, number | null | undefined, number | null>;
  /** When its owner's account was deleted and it was kept, pseudonymised (migration 0010). */
  owner_erased_at: OptionalTimestamp;
}

export interface SignatureSignersTable {
  id: string;
  request_id: string;
  position: number;
  slot: string;
  role: string;
  name: string;
  email: string;
  token_hash: string;
  status: string;
  invited_at: OptionalTimestamp;
  reminded_at: OptionalTimestamp;
  code_hash: string | null;
  code_expires_at: OptionalTimestamp;
  code_attempts: Counter;
  /** Code attempts over the link's whole life (migration 0008); never reset by a new code. */
  code_failures: Counter;
  /** Set when code_failures reached its limit; cleared when the owner invites again. */
  locked_at: OptionalTimestamp;
  codes_sent: Counter;
  codes_window_at: OptionalTimestamp;
  signed_at: OptionalTimestamp;
  signed_name: string | null;
  consent_text: string | null;
  drawing: string | null;
  ip: string | null;
  user_agent: string | null;
  refused_at: OptionalTimestamp;
  refusal_reason: string | null;
}

/** Append-only (a trigger refuses updates); `hash` chains each row to the previous one. */
export interface SignatureEventsTable {
  request_id: string;
  seq: number;
  type: string;
  signer_id: string | null;
  /** ISO 8601 UTC, stored as text so the hashed value reads back byte for byte. */
  at: string;
  ip: string | null;
  user_agent: string | null;
  /** JSON text, hashed as stored. */
  details: string;
  prev_hash: string;
  hash: string;
  /** HMAC-SHA256 of `hash` under the log key (migration 0007); null on older rows. */
  mac: string | null;
}

/** Séances (migration 0012, docs/releases.md). */
export interface ReleasesTable {
  id: string;
  owner_id: string;
  title: string;
  /** The photographer as the models' invitations name them, and where they are told. */
  sender: string;
  sender_email: string;
  /** The terms: an image-only draft without the model (core/releases/terms.ts). */
  terms: Json;
  terms_sha256: string;
  /** SHA-256 of the public link's token (the token is rebuilt from the id, never stored). */
  token_hash: string;
  /** AAAA-MM-JJ: the link works until the end of that day (Europe/Paris). */
  closes_on: string | null;
  closed_at: OptionalTimestamp;
  participant_cap: number;
  consent_text: string;
  consent_at: Timestamp;
  consent_ip: string;
  consent_user_agent: string | null;
  created_at: Timestamp;
}

export interface ReleaseParticipantsTable {
  id: string;
  release_id: string;
  contract_id: string;
  request_id: string;
  created_at: Timestamp;
}

/** An ended grant's checklist marked done (migration 0013): `done_on` is a day, 'AAAA-MM-JJ'. */
export interface GrantEndOfTermTable {
  contract_id: string;
  kind: string;
  done_on: string;
  recorded_at: Timestamp;
}

/** A reminder e-mailed before a grant ends (migration 0014): one per end day and delay. */
export interface RightsRemindersSentTable {
  contract_id: string;
  kind: string;
  /** The grant's end day, 'AAAA-MM-JJ'. */
  ends_on: string;
  /** 60, 30 or 7. */
  days_before: number;
  sent_at: Timestamp;
}

/** A contract whose owner turned the reminders off (migration 0014). */
export interface RightsRemindersOffTable {
  contract_id: string;
  turned_off_at: Timestamp;
}

/** An owner's private calendar feed (migration 0014): the SHA-256 of its URL's token. */
export interface RightsCalendarsTable {
  owner_id: string;
  token_hash: string;
  created_at: Timestamp;
}

export interface DB {
  grant_end_of_term: GrantEndOfTermTable;
  rights_reminders_sent: RightsRemindersSentTable;
  rights_reminders_off: RightsRemindersOffTable;
  rights_calendars: RightsCalendarsTable;
  releases: ReleasesTable;
  release_participants: ReleaseParticipantsTable;
  signature_requests: SignatureRequestsTable;
  signature_signers: SignatureSignersTable;
  signature_events: SignatureEventsTable;
  contracts: ContractsTable;
  profiles: ProfilesTable;
  clients: ClientsTable;
  feedback: FeedbackTable;
}

/** Kept for columns Kysely fills itself; none today, exported so later tables can use it. */
export type { Generated };
