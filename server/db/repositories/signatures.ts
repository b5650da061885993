import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  RequestStatus,
  SignerRole,
  SignerStatus,
  SigningOrder,
} from '@core/schemas/signature';
import type { ContractDocument } from '@core/schemas/document';
import { mailboxOf, sameMailbox } from '@core/signature/mailbox';
import type { SignatureEventType } from '@core/signature/events';
import {
  eventHash,
  eventMac,
  GENESIS_HASH,
  type ChainedEvent,
  type ChainHead,
} from './event-chain';
import type { DB, SignatureSignersTable } from '../schema';
import { fromJson, fromTimestamp, isUuid, now, toJson } from './columns';

/**
 * Signature requests, their signers and their evidence log (migration 0005,
 * docs/electronic-signature.md). Owner reads always name the owner; a signer is found by the
 * SHA-256 of their link's token only. The log is only ever appended to.
 */

export type SignatureRequest = {
  id: string;
  ownerId: string;
  contractId: string;
  title: string;
  sender: string;
  senderEmail: string;
  status: RequestStatus;
  order: SigningOrder;
  /** The frozen document; null once erased (a request closed unsigned, migration 0009). */
  document: ContractDocument | null;
  documentFingerprint: string;
  documentSha256: string;
  signedSha256: string | null;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
  /** The log's last hash and length, as the request recorded them (null: logged before HMACs). */
  chainHead: ChainHead;
  /** When its owner's account was deleted and it was kept, pseudonymised, as evidence. */
  ownerErasedAt: string | null;
};

export type Signer = {
  id: string;
  requestId: string;
  position: number;
  slot: string;
  role: SignerRole;
  name: string;
  email: string;
  status: SignerStatus;
  invitedAt: string | null;
  remindedAt: string | null;
  codeHash: string | null;
  codeExpiresAt: string | null;
  codeAttempts: number;
  codeFailures: number;
  lockedAt: string | null;
  codesSent: number;
  codesWindowAt: string | null;
  signedAt: string | null;
  signedName: string | null;
  consentText: string | null;
  drawing: string | null;
  ip: string | null;
  userAgent: string | null;
  refusedAt: string | null;
  refusalReason: string | null;
};

const REQUEST_COLUMNS = [
  'id',
  'owner_id',
  'contract_id',
  'title',
  'sender',
  'sender_email',
  'status',
  'signing_order',
  'document',
  'document_fingerprint',
  'document_sha256',
  'signed_sha256',
  'created_at',
  'expires_at',
  'completed_at',
  'chain_head',
  'chain_length',
  'owner_erased_at',
] as const;

type RequestRow = Pick<Selectable<DB['signature_requests']>, (typeof REQUEST_COLUMNS)[number]>;

const optionalTime = (value: unknown): string | null =>
  value === null || value === undefined ? null : fromTimestamp(value);

const toRequest = (row: RequestRow): SignatureRequest => ({
  id: row.id,
  ownerId: row.owner_id,
  contractId: row.contract_id,
  title: row.title,
  sender: row.sender,
  senderEmail: row.sender_email,
  status: row.status as RequestStatus,
  order: row.signing_order as SigningOrder,
  document: fromJson<ContractDocument | null>(row.document),
  documentFingerprint: row.document_fingerprint,
  documentSha256: row.document_sha256,
  signedSha256: row.signed_sha256,
  createdAt: fromTimestamp(row.created_at),
  expiresAt: fromTimestamp(row.expires_at),
  completedAt: optionalTime(row.completed_at),
  chainHead: {
    hash: row.chain_head,
    length: row.chain_length === null ? null : Number(row.chain_length),
  },
  ownerErasedAt: optionalTime(row.owner_erased_at),
});

const toSigner = (row: Selectable<SignatureSignersTable>): Signer => ({
  id: row.id,
  requestId: row.request_id,
  position: Number(row.position),
  slot: row.slot,
  role: row.role as SignerRole,
  name: row.name,
  email: row.email,
  status: row.status as SignerStatus,
  invitedAt: optionalTime(row.invited_at),
  remindedAt: optionalTime(row.reminded_at),
  codeHash: row.code_hash,
  codeExpiresAt: optionalTime(row.code_expires_at),
  codeAttempts: Number(row.code_attempts),
  codeFailures: Number(row.code_failures),
  lockedAt: optionalTime(row.locked_at),
  codesSent: Number(row.codes_sent),
  codesWindowAt: optionalTime(row.codes_window_at),
  signedAt: optionalTime(row.signed_at),
  signedName: row.signed_name,
  consentText: row.consent_text,
  drawing: row.drawing,
  ip: row.ip,
  userAgent: row.user_agent,
  refusedAt: optionalTime(row.refused_at),
  refusalReason: row.refusal_reason,
});

export type NewSignatureRequest = {
  ownerId: string;
  contractId: string;
  title: string;
  sender: string;
  senderEmail: string;
  order: SigningOrder;
  document: ContractDocument;
  documentFingerprint: string;
  documentPdf: Uint8Array;
  documentSha256: string;
  expiresAt: string;
};

export type NewSigner = Pick<Signer, 'slot' | 'role' | 'name' | 'email' | 'status'> & {
  id: string;
  tokenHash: string;
};

/** Inserts the request and its signers (the caller's transaction makes it all or nothing). */
export async function insertSignatureRequest(
  db: Kysely<DB>,
  id: string,
  request: NewSignatureRequest,
  signers: readonly NewSigner[],
): Promise<void> {
  await db
    .insertInto('signature_requests')
    .values({
      id,
      owner_id: request.ownerId,
      contract_id: request.contractId,
      title: request.title,
      sender: request.sender,
      sender_email: request.senderEmail,
      status: 'pending',
      signing_order: request.order,
      document: toJson(request.document),
      document_fingerprint: request.documentFingerprint,
      document_pdf: Buffer.from(request.documentPdf),
      document_sha256: request.documentSha256,
      created_at: now(),
      expires_at: request.expiresAt,
    })
    .execute();
  await db
    .insertInto('signature_signers')
    .values(
      signers.map((s, position) => ({
        id: s.id,
        request_id: id,
        position,
        slot: s.slot,
        role: s.role,
        name: s.name,
        email: s.email,
        token_hash: s.tokenHash,
        status: s.status,
      })),
    )
    .execute();
}

export async function findOwnedRequest(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
): Promise<SignatureRequest | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom('signature_requests')
    .select(REQUEST_COLUMNS)
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row ? toRequest(row) : null;
}

export async function findRequest(db: Kysely<DB>, id: string): Promise<SignatureRequest | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom('signature_requests')
    .select(REQUEST_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toRequest(row) : null;
}

/** The owner's requests, newest first (no PDF bytes). */
export async function listOwnedRequests(
  db: Kysely<DB>,
  ownerId: string,
): Promise<SignatureRequest[]> {
  const rows = await db
    .selectFrom('signature_requests')
    .select(REQUEST_COLUMNS)
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toRequest);
}

/** Requests still waiting for signatures (the reminder and expiry sweep). */
export async function listPendingRequests(db: Kysely<DB>): Promise<SignatureRequest[]> {
  const rows = await db
    .selectFrom('signature_requests')
    .select(REQUEST_COLUMNS)
    .where('status', '=', 'pending')
    .execute();
  return rows.map(toRequest);
}

export async function pendingRequestsOfContract(
  db: Kysely<DB>,
  ownerId: string,
  contractId: string,
): Promise<SignatureRequest[]> {
  const rows = await db
    .selectFrom('signature_requests')
    .select(REQUEST_COLUMNS)
    .where('owner_id', '=', ownerId)
    .where('contract_id', '=', contractId)
    .where('status', '=', 'pending')
    .execute();
  return rows.map(toRequest);
}

/**
 * The addresses of the signers in `role` among `requestIds` whose request is still waiting or
 * was signed by everyone (a refused, cancelled or expired one leaves its address free again).
 */
export async function liveSignerAddresses(
  db: Kysely<DB>,
  requestIds: readonly string[],
  role: SignerRole,
): Promise<string[]> {
  if (requestIds.length === 0) return [];
  const rows = await db
    .selectFrom('signature_signers')
    .innerJoin('signature_requests', 'signature_requests.id', 'signature_signers.request_id')
    .select('signature_signers.email')
    .where('signature_signers.request_id', 'in', [...requestIds])
    .where('signature_signers.role', '=', role)
    .where('signature_requests.status', 'in', ['pending', 'completed'])
    .execute();
  return rows.map((row) => row.email);
}

/** Whether one of the contract's signature requests was signed by everyone. */
export async function hasCompletedRequest(
  db: Kysely<DB>,
  ownerId: string,
  contractId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('signature_requests')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('contract_id', '=', contractId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findRequestBySignedSha(
  db: Kysely<DB>,
  sha256: string,
): Promise<SignatureRequest | null> {
  const row = await db
    .selectFrom('signature_requests')
    .select(REQUEST_COLUMNS)
    .where('signed_sha256', '=', sha256)
    .executeTakeFirst();
  return row ? toRequest(row) : null;
}

/** A request's frozen or sealed PDF; null when there is none, or it was erased (zero bytes). */
export async function requestPdf(
  db: Kysely<DB>,
  id: string,
  which: 'document_pdf' | 'signed_pdf',
): Promise<Buffer | null> {
  const row = await db
    .selectFrom('signature_requests')
    .select(which)
    .where('id', '=', id)
    .executeTakeFirst();
  const bytes = row?.[which];
  return bytes && bytes.byteLength > 0 ? Buffer.from(bytes) : null;
}

/**
 * Erases what a request closed unsigned kept of the contract — its frozen PDF and document —
 * keeping their hashes, the signers and the log (migration 0009: the columns stay NOT NULL).
 * Only once the request is no longer pending or completed: a request still open needs them.
 */
export async function eraseFrozenDocument(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('signature_requests')
    .set({ document_pdf: Buffer.alloc(0), document: toJson(null) })
    .where('id', '=', id)
    .where('status', 'in', ['cancelled', 'refused', 'expired'])
    .execute();
}

/** The last event of one of these types in a request's log (why and when it closed). */
export async function lastEventOf(
  db: Kysely<DB>,
  requestId: string,
  types: readonly SignatureEventType[],
): Promise<ChainedEvent | null> {
  const row = await db
    .selectFrom('signature_events')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('type', 'in', [...types])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, seq: Number(row.seq) } : null;
}

/**
 * Moves a request from one status to another; false when it was no longer in `from` (another
 * process got there first: exactly one of two concurrent completions or cancellations wins).
 */
export async function transitionRequest(
  db: Kysely<DB>,
  id: string,
  from: RequestStatus,
  to: RequestStatus,
  extra: { completed_at?: string | null } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('signature_requests')
    .set({ status: to, ...extra })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Cancels or expires a request that still waits for a signature, in one statement: not once every
 * signer has signed, nor while it is being sealed (`completed_at` claimed). Read-then-write let
 * the sender's « Annuler » land between the last signature and the seal: the request ended
 * cancelled, signed by everyone, its frozen PDF erased. False when it was not closed.
 */
export async function closeUnsigned(
  db: Kysely<DB>,
  id: string,
  to: 'cancelled' | 'expired',
): Promise<boolean> {
  const result = await db
    .updateTable('signature_requests')
    .set({ status: to })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('completed_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('signature_signers')
          .select('signature_signers.id')
          .whereRef('signature_signers.request_id', '=', 'signature_requests.id')
          .where('signature_signers.status', '!=', 'signed'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Claims the right to seal a fully signed request (one process only); released on failure. */
export async function claimSealing(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('signature_requests')
    .set({ completed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseSealing(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('signature_requests')
    .set({ completed_at: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function storeSignedPdf(
  db: Kysely<DB>,
  id: string,
  pdf: Uint8Array,
  sha256: string,
): Promise<boolean> {
  const result = await db
    .updateTable('signature_requests')
    .set({ status: 'completed', signed_pdf: Buffer.from(pdf), signed_sha256: sha256 })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listSigners(db: Kysely<DB>, requestId: string): Promise<Signer[]> {
  const rows = await db
    .selectFrom('signature_signers')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('position')
    .execute();
  return rows.map(toSigner);
}

/**
 * Every signer slot whose address reaches this mailbox (the same address in any case, or a `+`
 * alias of it: core/signature/mailbox.ts), for the account export. No index serves it: the
 * export is rare, and an address is looked up nowhere else.
 */
export async function signersAtMailbox(db: Kysely<DB>, email: string): Promise<Signer[]> {
  const mailbox = mailboxOf(email);
  const at = mailbox.lastIndexOf('@');
  if (at <= 0) return [];
  const literal = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);
  const aliases = `${literal(mailbox.slice(0, at))}+%${literal(mailbox.slice(at))}`;
  const rows = await db
    .selectFrom('signature_signers')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), '=', mailbox),
        sql<boolean>`lower(email) like ${aliases} escape '!'`,
      ]),
    )
    .execute();
  return rows.map(toSigner).filter((signer) => sameMailbox(signer.email, email));
}

export async function findSignerByTokenHash(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<Signer | null> {
  const row = await db
    .selectFrom('signature_signers')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? toSigner(row) : null;
}

type SignerChanges = Partial<
  Omit<Selectable<SignatureSignersTable>, 'id' | 'request_id' | 'position' | 'token_hash'>
>;

/**
 * Updates a signer only while they are in `status` and their request still waits for signatures
 * (false otherwise: already signed, or the request cancelled, refused or expired meanwhile).
 */
export async function updateSigner(
  db: Kysely<DB>,
  id: string,
  status: SignerStatus | readonly SignerStatus[],
  changes: SignerChanges,
): Promise<boolean> {
  const statuses = typeof status === 'string' ? [status] : [...status];
  const result = await db
    .updateTable('signature_signers')
    .set(changes as never)
    .where('id', '=', id)
    .where('status', 'in', statuses)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('signature_requests')
          .select('signature_requests.id')
          .whereRef('signature_requests.id', '=', 'signature_signers.request_id')
          .where('signature_requests.status', '=', 'pending'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Counts one more code attempt of an invited signer and answers the new count (null when the
 * signer is no longer invited), in one statement: read-then-write let twenty guesses sent at once
 * all read « 0 attempts » and each be compared.
 */
export async function countCodeAttempt(
  db: Kysely<DB>,
  id: string,
): Promise<{ ofCode: number; ofLink: number } | null> {
  const row = await db
    .updateTable('signature_signers')
    .set((eb) => ({
      code_attempts: eb('code_attempts', '+', 1),
      code_failures: eb('code_failures', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'invited')
    .returning(['code_attempts', 'code_failures'])
    .executeTakeFirst();
  return row ? { ofCode: Number(row.code_attempts), ofLink: Number(row.code_failures) } : null;
}

export type EventInput = {
  type: SignatureEventType;
  signerId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
  at?: string;
};

/**
 * Appends one event to a request's log, chained to the last one and sealed with the log key's
 * HMAC, and moves the request's head to it, in one transaction. Two appends racing for the same
 * sequence number collide on the primary key; the loser reads the new last event and retries.
 * The head only moves forward (a slower writer of an earlier event cannot set it back).
 */
export async function appendEvent(
  db: Kysely<DB>,
  logKey: Uint8Array,
  requestId: string,
  input: EventInput,
): Promise<ChainedEvent> {
  const append = async (trx: Kysely<DB>) => {
    const last = await trx
      .selectFrom('signature_events')
      .select(['seq', 'hash'])
      .where('request_id', '=', requestId)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    const fields = {
      request_id: requestId,
      seq: last ? Number(last.seq) + 1 : 1,
      type: input.type,
      signer_id: input.signerId ?? null,
      at: input.at ?? now(),
      ip: input.ip ?? null,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
      details: JSON.stringify(input.details ?? {}),
    };
    const prevHash = last?.hash ?? GENESIS_HASH;
    const hash = eventHash(prevHash, fields);
    const event = { ...fields, prev_hash: prevHash, hash, mac: eventMac(logKey, hash) };
    await trx.insertInto('signature_events').values(event).execute();
    await trx
      .updateTable('signature_requests')
      .set({ chain_head: hash, chain_length: fields.seq })
      .where('id', '=', requestId)
      .where((eb) => eb.or([eb('chain_length', 'is', null), eb('chain_length', '<', fields.seq)]))
      .execute();
    return event;
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return db.isTransaction ? await append(db) : await db.transaction().execute(append);
    } catch (error) {
      if (attempt >= 8 || db.isTransaction) throw error;
    }
  }
}

/** How many events of a type a signer has in the log, and when the last one was. */
export async function signerEventStats(
  db: Kysely<DB>,
  requestId: string,
  signerId: string,
  type: SignatureEventType,
): Promise<{ count: number; lastAt: string | null }> {
  const row = await db
    .selectFrom('signature_events')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.max('at').as('last_at')])
    .where('request_id', '=', requestId)
    .where('signer_id', '=', signerId)
    .where('type', '=', type)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), lastAt: (row?.last_at as string | null) ?? null };
}

export async function listEvents(db: Kysely<DB>, requestId: string): Promise<ChainedEvent[]> {
  const rows = await db
    .selectFrom('signature_events')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

/**
 * What replaces a deleted account in the evidence kept of its signed contracts: no user has this
 * id, and the signers and the verifier read « Compte supprimé » where its name and address were.
 */
export const ERASED_OWNER_ID = 'compte-supprime';
export const ERASED_ACCOUNT_NAME = 'Compte supprimé';

/**
 * An owner's account is being deleted (inside the erasure's transaction): each request everyone
 * signed is kept as evidence for the other signers (LEGAL J21, RGPD 17(3)(e)), pseudonymised —
 * the owner's id, name and address replaced on the request, and on the slots the owner signed
 * (their address at sending time, or the account's); the contract itself (frozen document and
 * PDF, sealed PDF) erased. Kept: the title, the frozen and sealed PDFs' hashes, every other
 * signer's row (the dossier's facts) and the log, untouched — its rows are hashed and sealed with
 * the HMAC key, and the chain's head is printed in the sealed PDF each party holds, so rewriting
 * them would destroy the evidence they are kept for. Returns how many requests were kept.
 */
export async function keepEvidenceOfErasedOwner(
  db: Kysely<DB>,
  ownerId: string,
  accountEmail: string | null,
  at: string,
): Promise<number> {
  const kept = await db
    .selectFrom('signature_requests')
    .select(['id', 'sender_email'])
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'completed')
    .execute();
  for (const request of kept) {
    const owners = (email: string) =>
      sameMailbox(email, request.sender_email) ||
      (accountEmail !== null && sameMailbox(email, accountEmail));
    const signers = await db
      .selectFrom('signature_signers')
      .select(['id', 'email'])
      .where('request_id', '=', request.id)
      .execute();
    const own = signers.filter((s) => owners(s.email)).map((s) => s.id);
    if (own.length > 0)
      await db
        .updateTable('signature_signers')
        .set({
          name: ERASED_ACCOUNT_NAME,
          email: '',
          signed_name: ERASED_ACCOUNT_NAME,
          drawing: null,
        })
        .where('id', 'in', own)
        .execute();
    await db
      .updateTable('signature_requests')
      .set({
        owner_id: ERASED_OWNER_ID,
        sender: ERASED_ACCOUNT_NAME,
        sender_email: '',
        document: toJson(null),
        document_pdf: Buffer.alloc(0),
        signed_pdf: null,
        owner_erased_at: at,
      })
      .where('id', '=', request.id)
      .execute();
  }
  return kept.length;
}

/**
 * Deletes, with their signers and logs, the requests kept after their owner's account was
 * deleted and completed before `since` (five years ago: C. civ. 2224). Returns how many went.
 */
export async function purgeKeptEvidence(db: Kysely<DB>, since: string): Promise<number> {
  const result = await db
    .deleteFrom('signature_requests')
    .where('owner_erased_at', 'is not', null)
    .where('completed_at', '<', since)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
