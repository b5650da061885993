import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  const opened: SQLite.Database[] = [];
  afterEach(() => {
    for (const db of opened.splice(0)) if (db.open) db.close();
  });
  const memory = () => {
    const db = new SQLite(':memory:');
    opened.push(db);
    return db;
  };

  it('reuses the statement of an SQL text already prepared', () => {
    const cache = withStatementCache(memory());
    expect(cache.prepare('select ? as x')).toBe(cache.prepare('select ? as x'));
    expect(cache.prepare('select ? as x')).not.toBe(cache.prepare('select ? as y'));
  });

  it('prepares a fresh statement while the cached one is still iterating', () => {
    const cache = withStatementCache(memory());
    const first = cache.prepare('select value from json_each(?)');
    const rows = first.iterate(['[1,2,3]']);
    rows.next();
    const second = cache.prepare('select value from json_each(?)');
    expect(second).not.toBe(first);
    expect(second.all(['[4]'])).toEqual([{ value: 4 }]);
    expect([...rows].map((row) => (row as { value: number }).value)).toEqual([2, 3]);
  });

  it('forgets the oldest text when full', () => {
    const cache = withStatementCache(memory(), 2);
    const a = cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 3');
    expect(cache.prepare('select 1')).not.toBe(a);
  });

  it('sees rows and schema changes made after a statement was cached (through Kysely)', async () => {
    const db = new Kysely<{ t: { v: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(memory()) }),
    });
    await sql`create table t (v integer)`.execute(db);
    const read = () => db.selectFrom('t').selectAll().execute();
    expect(await read()).toEqual([]);
    await db.insertInto('t').values({ v: 1 }).execute();
    expect(await read()).toEqual([{ v: 1 }]);
    await sql`alter table t add column w text`.execute(db);
    expect(await read()).toEqual([{ v: 1, w: null }]);
    await db.destroy();
  });
});
