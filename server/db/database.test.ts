import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the SQLite files', () => {
  const root = mkdtempSync(join(tmpdir(), 'clausier-db-mode-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Opens, writes (so the WAL and its index exist), and reads the modes while still open. */
  const openAndWrite = async (dataDir: string) => {
    const database = createDatabase({ dataDir });
    try {
      await sql`create table if not exists t (x integer)`.execute(database.db);
      await sql`insert into t values (1)`.execute(database.db);
      const file = join(dataDir, 'clausier.sqlite');
      return {
        dir: mode(dataDir),
        main: mode(file),
        wal: mode(`${file}-wal`),
        shm: mode(`${file}-shm`),
      };
    } finally {
      await database.destroy();
    }
  };

  it('are created readable and writable by their owner only, the data directory too', async () => {
    // The process umask usually lets group and others read (0022): the rule must not rely on it.
    expect(await openAndWrite(join(root, 'new'))).toEqual({
      dir: 0o700,
      main: 0o600,
      wal: 0o600,
      shm: 0o600,
    });
  });

  it('narrows a database file an earlier start left readable by everyone', async () => {
    const dataDir = join(root, 'old');
    await createDatabase({ dataDir }).destroy();
    const file = join(dataDir, 'clausier.sqlite');
    chmodSync(file, 0o644);
    writeFileSync(`${file}-shm`, '');
    chmodSync(`${file}-shm`, 0o644);
    const modes = await openAndWrite(dataDir);
    expect([modes.main, modes.wal, modes.shm]).toEqual([0o600, 0o600, 0o600]);
  });
});
