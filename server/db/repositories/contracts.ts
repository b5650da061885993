import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import { contractClientName } from '@core/rules/contract-client';
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

export type StoredContract = ContractSummary & {
  ownerId: string;
  form_data: unknown;
  elements: unknown;
  comments: unknown;
};

export type NewContract = {
  title: string;
  formData: unknown;
  isDraft: boolean;
  fromStep6: boolean;
};

/** Only the fields given change; the editor's elements and comments use the same path. */
export type ContractChanges = Partial<NewContract> & { elements?: unknown; comments?: unknown };

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

const toStored = (row: Selectable<ContractsTable>): StoredContract => ({
  ...toSummary(row),
  ownerId: row.owner_id,
  form_data: fromJson(row.form_data),
  elements: row.elements == null ? null : fromJson(row.elements),
  comments: row.comments == null ? null : fromJson(row.comments),
});

export async function findContract(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
): Promise<StoredContract | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row ? toStored(row) : undefined;
}

/** Every contract of an owner, whole, oldest first (the account's data export). */
export async function listStoredContracts(
  db: Kysely<DB>,
  ownerId: string,
): Promise<StoredContract[]> {
  const rows = await db
    .selectFrom('contracts')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toStored);
}

/** One insert: the whole contract (an import brings its editor elements and comments) or nothing. */
export async function createContract(
  db: Kysely<DB>,
  ownerId: string,
  contract: NewContract & { elements?: unknown; comments?: unknown },
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
      form_data: toJson(contract.formData),
      elements: contract.elements ? toJson(contract.elements) : null,
      comments: contract.comments ? toJson(contract.comments) : null,
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
  if (changes.formData !== undefined) set.form_data = toJson(changes.formData);
  if (changes.elements !== undefined) set.elements = toJson(changes.elements);
  if (changes.comments !== undefined) set.comments = toJson(changes.comments);
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
  const exists = await db
    .selectFrom('contracts')
    .select('id')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  throw new AppError(exists ? 'VERSION_CONFLICT' : 'CONTRACT_NOT_FOUND');
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
  return Number(result.numDeletedRows) > 0;
}
