import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once';

type Db = { t: { owner: string; name: string; rank: number } };

const open = async () => {
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await sql`create table t (owner text, name text, rank integer)`.execute(db);
  return db;
};

describe('compiledOnce', () => {
  const byOwnerAndName = compiledOnce(
    (db: Kysely<Db>, owner: string, name: string) =>
      db
        .selectFrom('t')
        .select(['name', 'rank'])
        .where('owner', '=', owner)
        .where('name', '!=', name)
        .where('rank', '<', 10)
        .orderBy('rank'),
    ['\u0000owner', '\u0000name'],
  );

  it('runs the query with each call’s values, constants kept', async () => {
    const db = await open();
    await db
      .insertInto('t')
      .values([
        { owner: 'a', name: 'x', rank: 1 },
        { owner: 'a', name: 'y', rank: 2 },
        { owner: 'a', name: 'z', rank: 11 },
        { owner: 'b', name: 'x', rank: 3 },
      ])
      .execute();
    expect(await byOwnerAndName(db, 'a', 'x')).toEqual([{ name: 'y', rank: 2 }]);
    expect(await byOwnerAndName(db, 'a', 'nobody')).toEqual([
      { name: 'x', rank: 1 },
      { name: 'y', rank: 2 },
    ]);
    expect(await byOwnerAndName(db, 'b', 'y')).toEqual([{ name: 'x', rank: 3 }]);
    // A value that looks like SQL stays a value.
    expect(await byOwnerAndName(db, "a' or 1=1 --", 'x')).toEqual([]);
    await db.destroy();
  });

  it('keeps one compiled query per database', async () => {
    const [one, two] = [await open(), await open()];
    await one.insertInto('t').values({ owner: 'a', name: 'one', rank: 1 }).execute();
    await two.insertInto('t').values({ owner: 'a', name: 'two', rank: 1 }).execute();
    expect(await byOwnerAndName(one, 'a', '')).toEqual([{ name: 'one', rank: 1 }]);
    expect(await byOwnerAndName(two, 'a', '')).toEqual([{ name: 'two', rank: 1 }]);
    await Promise.all([one.destroy(), two.destroy()]);
  });

  it('refuses a marker the query does not use', async () => {
    const db = await open();
    const broken = compiledOnce(
      (kysely: Kysely<Db>, owner: string) =>
        kysely.selectFrom('t').selectAll().where('owner', '=', owner.trim()),
      [' \u0000owner'],
    );
    await expect(broken(db, 'a')).rejects.toThrow(/marqueur/);
    await db.destroy();
  });
});
