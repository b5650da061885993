import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Kysely issues a few dozen distinct SQL texts (values are always parameters): keep them all. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 behind Kysely with its prepared statements reused: Kysely's SQLite driver
 * prepares every query anew (a parse and plan per query, ~7 % of an API read's CPU time). A
 * statement still iterating (a streamed query) is busy and cannot run twice, so a fresh one is
 * prepared then. SQLite re-prepares a cached statement by itself after a schema change. The
 * oldest entry goes when the cache is full, so odd SQL (long IN lists) cannot grow it forever.
 */
export function withStatementCache(
  sqlite: BetterSqlite3.Database,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
