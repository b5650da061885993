/**
 * Converters between the portable column encodings (see db/schema.ts) and plain values, so
 * both dialects give the routes the same shapes.
 */
export const toFlag = (value: boolean): number => (value ? 1 : 0);

export const fromFlag = (value: unknown): boolean => value === 1 || value === true || value === '1';

/** ISO 8601 text on both dialects (PostgreSQL's timestamptz comes back as a Date). */
export const fromTimestamp = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : String(value);

export const toJson = (value: unknown): string => JSON.stringify(value);

/** SQLite returns the stored text, PostgreSQL's jsonb an already parsed value. */
export const fromJson = <T = unknown>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

export const now = (): string => new Date().toISOString();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Contract ids are uuids; anything else cannot exist (and would make PostgreSQL's uuid cast fail). */
export const isUuid = (value: string): boolean => UUID.test(value);
