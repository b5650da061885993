import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { NO_USAGE, type StorageUsage } from '@core/rules/storage-quota';
import type { DB } from '../schema';

/** The records a write rewrites: measured apart so they are not counted twice. */
export type Replacing = {
  contractId?: string;
  clientId?: string;
  allClients?: boolean;
  profile?: boolean;
};

/**
 * What an owner stores now, and the part of it `replacing` names (core/rules/storage-quota.ts).
 * Bytes are the stored text: titles and JSON columns, measured by the database with
 * octet_length (SQLite reads the length from the record header, without the content; on
 * PostgreSQL jsonb is measured as its text form). Three aggregate queries on the owner index.
 */
export async function storageUsage(
  db: Kysely<DB>,
  ownerId: string,
  replacing: Replacing = {},
): Promise<{ stored: StorageUsage; replaced: StorageUsage }> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const size = (column: string): RawBuilder<number> =>
    postgres
      ? sql`coalesce(octet_length(${sql.ref(column)}::text), 0)`
      : sql`coalesce(octet_length(${sql.ref(column)}), 0)`;
  const isContract = replacing.contractId ?? null;
  const isClient = replacing.clientId ?? null;

  const contractSize = sql<number>`${size('title')} + ${size('form_data')} + ${size('elements')} + ${size('comments')}`;
  const contracts = await db
    .selectFrom('contracts')
    .select([
      sql<number>`count(*)`.as('n'),
      sql<number>`coalesce(sum(${contractSize}), 0)`.as('bytes'),
      (isContract
        ? sql<number>`coalesce(sum(case when id = ${isContract} then ${contractSize} else 0 end), 0)`
        : sql<number>`0`
      ).as('replaced'),
    ])
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();

  const clientSize = sql<number>`${size('data')} + ${size('id')}`;
  const clients = await db
    .selectFrom('clients')
    .select([
      sql<number>`count(*)`.as('n'),
      sql<number>`coalesce(sum(${clientSize}), 0)`.as('bytes'),
      (isClient
        ? sql<number>`coalesce(sum(case when id = ${isClient} then ${clientSize} else 0 end), 0)`
        : sql<number>`0`
      ).as('replaced'),
      sql<number>`count(case when id = ${isClient} then 1 end)`.as('replacedCount'),
    ])
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();

  const profile = await db
    .selectFrom('profiles')
    .select(sql<number>`${size('physical_person')} + ${size('legal_entity')}`.as('bytes'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();

  const profileBytes = Number(profile?.bytes ?? 0);
  const stored: StorageUsage = {
    contracts: Number(contracts.n),
    clients: Number(clients.n),
    bytes: Number(contracts.bytes) + Number(clients.bytes) + profileBytes,
  };
  const replaced: StorageUsage = { ...NO_USAGE };
  if (isContract) replaced.bytes += Number(contracts.replaced);
  if (isContract && Number(contracts.replaced) > 0) replaced.contracts = 1;
  if (replacing.allClients) {
    replaced.clients = stored.clients;
    replaced.bytes += Number(clients.bytes);
  } else if (isClient) {
    replaced.clients = Number(clients.replacedCount);
    replaced.bytes += Number(clients.replaced);
  }
  if (replacing.profile) replaced.bytes += profileBytes;
  return { stored, replaced };
}
