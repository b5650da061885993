/**
 * What one user (anonymous or not) may keep stored (one anonymous session
 * grew the database from 1 MB to 98 MB in 1.7 s). Pure: the server measures, this decides.
 */
export type StorageQuota = { contracts: number; clients: number; bytes: number };

/** Contracts and clients, and the UTF-8 bytes of everything written (titles, JSON documents). */
export type StorageUsage = { contracts: number; clients: number; bytes: number };

export type QuotaBreach = 'contracts' | 'clients' | 'bytes';

export const NO_USAGE: StorageUsage = { contracts: 0, clients: 0, bytes: 0 };

/**
 * Whether a write keeps its author within the quota. `stored` is everything the user has now,
 * `replaced` the part of it the write rewrites (the contract being saved, the client being
 * updated, the whole address book of a profile save), `written` what that part becomes. A
 * limit is breached when the result passes it AND the write grows that measure: someone
 * already over a limit (a quota lowered since) can still shrink, rename or delete.
 */
export function quotaBreach(
  stored: StorageUsage,
  replaced: Partial<StorageUsage>,
  written: Partial<StorageUsage>,
  quota: StorageQuota,
): QuotaBreach | null {
  for (const measure of ['contracts', 'clients', 'bytes'] as const) {
    const before = replaced[measure] ?? 0;
    const after = written[measure] ?? 0;
    if (after > before && stored[measure] - before + after > quota[measure]) return measure;
  }
  return null;
}

/** Browsers and Node both have TextEncoder; core is compiled without either's type library. */
type Utf8Encoder = { encode(input: string): Uint8Array };
const encoder = new (globalThis as unknown as { TextEncoder: new () => Utf8Encoder }).TextEncoder();

/** UTF-8 bytes of a string, or of a value as the JSON text it is stored as (undefined/null: 0). */
export function storedBytes(value: unknown): number {
  if (value === undefined || value === null) return 0;
  return encoder.encode(typeof value === 'string' ? value : JSON.stringify(value)).length;
}
