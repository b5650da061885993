import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Selectable, Updateable } from 'kysely';
import { z } from 'zod';
import { contractClientName } from '@core/rules/contract-client';
import { exportedCommentSchema } from '@core/schemas/contract-export';
import {
  contractElementSchema,
  type ContractDocument,
  type ContractElement,
} from '@core/schemas/document';
import { draftSchema, type Draft } from '@core/schemas/draft';
import { TEMPLATE_VERSION } from '@core/templates/template-version';
import { storedAnswersOfferRelease } from '@core/releases/terms';
import { AppError } from '@server/errors';
import { compiledOnce } from '../compiled-once';
import type { ContractsTable, DB } from '../schema';
import { fromFlag, fromJson, fromTimestamp, isUuid, now, toFlag, toJson } from './columns';

/** Every function takes the owner: a read or write of another owner's record finds nothing. */
export type ContractSummary = {
  id: string;
  title: string;
  is_draft: boolean;
  from_step6: boolean;
  created_at: string;
  updated_at: string;
  version: number;
};

/**
 * A row of « Mes Contrats »: the summary, who the contract is with, and whether a séance can be
 * made from it.
 */
export type ListedContract = ContractSummary & { client: string; offers_release: boolean };

/**
 * Where a contract stands: a draft, finalised, sent for signature (a request pending) or signed
 * (a request completed). A refused, expired or cancelled request leaves it finalised.
 */
export const CONTRACT_STATUSES = ['draft', 'final', 'awaiting_signature', 'signed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * A stored contract, read once and typed (docs/contract-model.md): the answers as a Draft, the
 * stored document (the editor's text, or the text kept when it was finalised) or null while the
 * answers alone make it, the comments as stored, its status and the template version its text
 * was built with. A row that does not read so is a STORED_CONTRACT_INVALID error, never repaired.
 */
export type Contract = ContractSummary & {
  ownerId: string;
  draft: Draft;
  document: ContractDocument | null;
  /** The stored document holds the owner's edits (not only the text kept at finalisation). */
  edited: boolean;
  comments: StoredComment[];
  status: ContractStatus;
  templateVersion: string;
};

export type NewContract = {
  title: string;
  draft: Draft;
  isDraft: boolean;
  fromStep6: boolean;
  /** The stored document's elements: an import's edited text, or the text kept at finalisation. */
  elements?: ContractElement[] | null | undefined;
  edited?: boolean | undefined;
  comments?: StoredComment[] | null | undefined;
  templateVersion?: string | undefined;
};

/** Only the fields given change; the editor's elements and comments use the same path. */
export type ContractChanges = Partial<NewContract>;

const SUMMARY_COLUMNS = [
  'id',
  'title',
  'is_draft',
  'from_step6',
  'created_at',
  'updated_at',
  'version',
] as const;

type SummaryRow = Pick<ContractsTable, (typeof SUMMARY_COLUMNS)[number]>;

const toSummary = (row: { [K in keyof SummaryRow]: unknown }): ContractSummary => ({
  id: String(row.id),
  title: String(row.title),
  is_draft: fromFlag(row.is_draft),
  from_step6: fromFlag(row.from_step6),
  created_at: fromTimestamp(row.created_at),
  updated_at: fromTimestamp(row.updated_at),
  version: Number(row.version),
});

/**
 * Newest first, in the order of the contracts_owner_recent index (no sort step). The answers come
 * along only to name the client (contractClientName) and tell whether they can be a séance's
 * terms; they are not sent.
 */
export const listContractsQuery = (db: Kysely<DB>, ownerId: string) =>
  db
    .selectFrom('contracts')
    .select([...SUMMARY_COLUMNS, 'form_data'])
    .where('owner_id', '=', ownerId)
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc');

/** Every API list call runs it: compiled once (compiled-once.ts). */
const listContractsCompiled = compiledOnce(listContractsQuery, ['\u0000owner']);

export async function listContracts(db: Kysely<DB>, ownerId: string): Promise<ListedContract[]> {
  const rows = await listContractsCompiled(db, ownerId);
  return rows.map((row) => {
    const formData = fromJson(row.form_data);
    return {
      ...toSummary(row),
      client: contractClientName(formData),
      offers_release: storedAnswersOfferRelease(formData),
    };
  });
}

/** A comment as stored: the editor's, or an imported file's (anchored by index or id). */
export type StoredComment = z.infer<typeof exportedCommentSchema>;

const storedElementsSchema = z.array(contractElementSchema);
const storedCommentsSchema = z.array(exportedCommentSchema);

/** The contract's stored columns read through their schemas; the first that fails is named. */
function parseRow(row: Selectable<ContractsTable>, signatures: SignatureFacts): Contract {
  const read = <T>(column: string, schema: z.ZodType<T>, value: unknown): T => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new AppError('STORED_CONTRACT_INVALID', {
      details: { contractId: row.id, column, issues: parsed.error.issues.slice(0, 3) },
    });
  };
  const summary = toSummary(row);
  const elements =
    row.elements == null ? null : read('elements', storedElementsSchema, fromJson(row.elements));
  return {
    ...summary,
    ownerId: row.owner_id,
    draft: read('form_data', draftSchema, fromJson(row.form_data)),
    document:
      elements === null ? null : { title: summary.title.slice(0, 300), lang: 'fr', elements },
    edited: fromFlag(row.edited),
    comments:
      row.comments == null ? [] : read('comments', storedCommentsSchema, fromJson(row.comments)),
    status: statusOf(summary.is_draft, signatures),
    templateVersion: row.template_version,
  };
}

type SignatureFacts = { signed: unknown; pending: unknown };

const statusOf = (isDraft: boolean, facts: SignatureFacts): ContractStatus => {
  if (isDraft) return 'draft';
  if (fromFlag(facts.signed)) return 'signed';
  return fromFlag(facts.pending) ? 'awaiting_signature' : 'final';
};

/** The row and whether a signature request of the contract completed, or is pending. */
const contractRows = (db: Kysely<DB>) =>
  db
    .selectFrom('contracts')
    .selectAll('contracts')
    .select((eb) => [
      requestIn(eb, 'completed').as('signed'),
      requestIn(eb, 'pending').as('pending'),
    ]);

const requestIn = (eb: ExpressionBuilder<DB, 'contracts'>, status: 'completed' | 'pending') =>
  eb
    .case()
    .when(
      eb.exists(
        eb
          .selectFrom('signature_requests')
          .select('signature_requests.id')
          // contracts.id is a uuid on PostgreSQL, the request's contract_id text.
          .where(
            'signature_requests.contract_id',
            '=',
            eb.cast<string>(eb.ref('contracts.id'), 'text'),
          )
          .whereRef('signature_requests.owner_id', '=', 'contracts.owner_id')
          .where('signature_requests.status', '=', status),
      ),
    )
    .then(1)
    .else(0)
    .end();

export async function findContract(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
): Promise<Contract | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await contractRows(db)
    .where('contracts.id', '=', id)
    .where('contracts.owner_id', '=', ownerId)
    .executeTakeFirst();
  return row ? parseRow(row, row) : undefined;
}

/** Every contract of an owner, whole, oldest first (the account's data export). */
export async function listStoredContracts(db: Kysely<DB>, ownerId: string): Promise<Contract[]> {
  const rows = await contractRows(db)
    .where('contracts.owner_id', '=', ownerId)
    .orderBy('contracts.created_at')
    .orderBy('contracts.id')
    .execute();
  return rows.map((row) => parseRow(row, row));
}

/** One insert: the whole contract (an import brings its editor elements and comments) or nothing. */
export async function createContract(
  db: Kysely<DB>,
  ownerId: string,
  contract: NewContract,
): Promise<{ id: string; version: number }> {
  const id = randomUUID();
  const at = now();
  await db
    .insertInto('contracts')
    .values({
      id,
      owner_id: ownerId,
      title: contract.title,
      is_draft: toFlag(contract.isDraft),
      from_step6: toFlag(contract.fromStep6),
      form_data: toJson(contract.draft),
      elements: contract.elements ? toJson(contract.elements) : null,
      edited: toFlag(Boolean(contract.elements) && (contract.edited ?? true)),
      comments: contract.comments?.length ? toJson(contract.comments) : null,
      template_version: contract.templateVersion ?? TEMPLATE_VERSION,
      version: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { id, version: 1 };
}

function changeSet(changes: ContractChanges): Updateable<ContractsTable> {
  const set: Updateable<ContractsTable> = { updated_at: now() };
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.isDraft !== undefined) set.is_draft = toFlag(changes.isDraft);
  if (changes.fromStep6 !== undefined) set.from_step6 = toFlag(changes.fromStep6);
  if (changes.draft !== undefined) set.form_data = toJson(changes.draft);
  if (changes.elements !== undefined)
    set.elements = changes.elements === null ? null : toJson(changes.elements);
  if (changes.edited !== undefined) set.edited = toFlag(changes.edited);
  if (changes.comments !== undefined)
    set.comments = changes.comments?.length ? toJson(changes.comments) : null;
  if (changes.templateVersion !== undefined) set.template_version = changes.templateVersion;
  return set;
}

/**
 * One conditional UPDATE … WHERE id AND owner_id AND version = expected: of two saves made
 * from the same version exactly one matches, the other gets VERSION_CONFLICT — nothing is
 * silently overwritten. The version is required: there is no unconditional write.
 */
export async function updateContract(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
  changes: ContractChanges,
  expectedVersion: number,
): Promise<{ id: string; version: number }> {
  if (!isUuid(id)) throw new AppError('CONTRACT_NOT_FOUND');
  const row = await db
    .updateTable('contracts')
    .set(changeSet(changes))
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('version', '=', expectedVersion)
    .returning('version')
    .executeTakeFirst();
  if (row) return { id, version: Number(row.version) };
  throw new AppError(
    (await ownsContract(db, ownerId, id)) ? 'VERSION_CONFLICT' : 'CONTRACT_NOT_FOUND',
  );
}

/** Whether `id` is one of the owner's contracts (a write to a row that hangs off it checks first). */
export async function ownsContract(db: Kysely<DB>, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const row = await db
    .selectFrom('contracts')
    .select('id')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteContract(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db
    .deleteFrom('contracts')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  // A séance's participant is their contract: gone with it, and its place under the cap freed
  // (a row left behind showed a participant with no contract, still counted).
  if (deleted) await db.deleteFrom('release_participants').where('contract_id', '=', id).execute();
  return deleted;
}
