import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { withStatementCache } from './statement-cache';

export type Dialect = 'sqlite' | 'postgres';

export type Database = {
  db: Kysely<DB>;
  dialect: Dialect;
  destroy(): Promise<void>;
};

export type DatabaseOptions = { dataDir: string; databaseUrl?: string; sqliteFile?: string };

/**
 * The database holds every user's contracts and password hashes: readable by the server's own
 * user only. SQLite creates the -wal and -shm files with the database file's permissions (its
 * unix VFS copies them), so making the main file 0600 before opening covers all three; a file
 * left 0644 by an older start is narrowed too.
 */
function ownerOnly(file: string): void {
  if (file === ':memory:' || file === '') return;
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`])
    if (existsSync(path)) chmodSync(path, 0o600);
}

/**
 * One Kysely instance over SQLite (default: DATA_DIR/clausier.sqlite) or PostgreSQL (when
 * DATABASE_URL is a postgres:// URL). SQLite runs in WAL mode with synchronous=FULL so every
 * answered write survives a crash, and with foreign keys enforced.
 */
export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = options.sqliteFile ?? join(options.dataDir, 'clausier.sqlite');
  ownerOnly(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
