import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Client } from '@core/schemas/client';
import { AppError } from '@server/errors';
import type { DB } from '../schema';
import { fromJson, fromTimestamp, now, toJson } from './columns';

/** A client of the address book with the version its next write must carry. */
export type StoredClient = {
  ownerId: string;
  client: Client;
  version: number;
  created_at: string;
  updated_at: string;
};

type ClientRow = {
  owner_id: string;
  id: string;
  type: string;
  data: unknown;
  version: number;
  created_at: unknown;
  updated_at: unknown;
};

const toStored = (row: ClientRow): StoredClient => ({
  ownerId: row.owner_id,
  client: { ...fromJson<Record<string, unknown>>(row.data), id: row.id, type: row.type } as Client,
  version: Number(row.version),
  created_at: fromTimestamp(row.created_at),
  updated_at: fromTimestamp(row.updated_at),
});

/** id and type are columns; the rest of the client's fields are one JSON document. */
const dataOf = (client: Client): string => {
  const { id: _id, type: _type, ...data } = client;
  return toJson(data);
};

const COLUMNS = ['owner_id', 'id', 'type', 'data', 'version', 'created_at', 'updated_at'] as const;

export async function listClients(db: Kysely<DB>, ownerId: string): Promise<StoredClient[]> {
  const rows = await db
    .selectFrom('clients')
    .select(COLUMNS)
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toStored);
}

export async function findClient(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
): Promise<StoredClient | undefined> {
  const row = await db
    .selectFrom('clients')
    .select(COLUMNS)
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toStored(row) : undefined;
}

/** A new client; the id is the browser's when given (unique per owner), else a fresh uuid. */
export async function createClient(
  db: Kysely<DB>,
  ownerId: string,
  client: Omit<Client, 'id'> & { id?: string },
): Promise<StoredClient> {
  const full = { ...client, id: client.id ?? randomUUID() } as Client;
  const at = now();
  const inserted = await db
    .insertInto('clients')
    .values({
      owner_id: ownerId,
      id: full.id,
      type: full.type,
      data: dataOf(full),
      version: 1,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['owner_id', 'id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new AppError('CLIENT_EXISTS');
  return { ownerId, client: full, version: 1, created_at: at, updated_at: at };
}

/** Conditional on `expectedVersion`, in one statement (see updateContract). */
export async function updateClient(
  db: Kysely<DB>,
  ownerId: string,
  client: Client,
  expectedVersion: number,
): Promise<StoredClient> {
  const row = await db
    .updateTable('clients')
    .set({ type: client.type, data: dataOf(client), updated_at: now() })
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('owner_id', '=', ownerId)
    .where('id', '=', client.id)
    .where('version', '=', expectedVersion)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (row) return toStored(row);
  const exists = await findClient(db, ownerId, client.id);
  throw new AppError(exists ? 'VERSION_CONFLICT' : 'CLIENT_NOT_FOUND');
}

export async function deleteClient(db: Kysely<DB>, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('clients')
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The whole-profile write (docs/product.md §7: the client posts the full list): clients absent from
 * the list are deleted, the others inserted or updated. Call inside a transaction.
 */
export async function replaceClients(
  db: Kysely<DB>,
  ownerId: string,
  clients: Client[],
): Promise<void> {
  const ids = clients.map((client) => client.id);
  let removal = db.deleteFrom('clients').where('owner_id', '=', ownerId);
  if (ids.length > 0) removal = removal.where('id', 'not in', ids);
  await removal.execute();
  const at = now();
  for (const client of clients) {
    await db
      .insertInto('clients')
      .values({
        owner_id: ownerId,
        id: client.id,
        type: client.type,
        data: dataOf(client),
        version: 1,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['owner_id', 'id']).doUpdateSet((eb) => ({
          type: eb.ref('excluded.type'),
          data: eb.ref('excluded.data'),
          updated_at: at,
          version: eb('clients.version', '+', 1),
        })),
      )
      .execute();
  }
}
