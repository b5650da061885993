import { PostgresAdapter, type Kysely } from 'kysely';

/** Column types that differ between the two dialects; everything else is written once. */
export function portableTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    uuid: postgres ? ('uuid' as const) : ('text' as const),
    json: postgres ? ('jsonb' as const) : ('text' as const),
    timestamp: postgres ? ('timestamptz' as const) : ('text' as const),
    bytes: postgres ? ('bytea' as const) : ('blob' as const),
    postgres,
  };
}
