import { emptyDraft } from '@core/answers/empty-records';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../database';
import { migrateToLatest } from '../migrate';
import { createContract, listContracts, listContractsQuery } from '../repositories/contracts';

describe('0002: contracts_owner_recent (SQLite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'clausier-index-'));
  let database: Database;
  beforeAll(async () => {
    database = createDatabase({ dataDir });
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the contract list reads the index in order, without sorting', async () => {
    const { sql: text, parameters } = listContractsQuery(database.db, 'owner').compile();
    const plan = await sql
      .raw<{ detail: string }>(
        `explain query plan ${text.replace('?', `'${String(parameters[0])}'`)}`,
      )
      .execute(database.db);
    const details = plan.rows.map((row) => row.detail).join(' | ');
    expect(details).toContain('USING INDEX contracts_owner_recent');
    expect(details).not.toContain('TEMP B-TREE');
  });

  it('keeps newest first, created_at breaking ties', async () => {
    const first = await createContract(database.db, 'owner', {
      title: 'A',
      draft: emptyDraft(),
      isDraft: true,
      fromStep6: false,
    });
    const second = await createContract(database.db, 'owner', {
      title: 'B',
      draft: emptyDraft(),
      isDraft: true,
      fromStep6: false,
    });
    await createContract(database.db, 'other', {
      title: 'C',
      draft: emptyDraft(),
      isDraft: true,
      fromStep6: false,
    });
    const same = '2026-01-01T00:00:00.000Z';
    await database.db
      .updateTable('contracts')
      .set({ updated_at: same, created_at: '2025-01-01T00:00:00.000Z' })
      .where('id', '=', first.id)
      .execute();
    await database.db
      .updateTable('contracts')
      .set({ updated_at: same, created_at: '2025-06-01T00:00:00.000Z' })
      .where('id', '=', second.id)
      .execute();
    expect((await listContracts(database.db, 'owner')).map((c) => c.title)).toEqual(['B', 'A']);
  });
});
