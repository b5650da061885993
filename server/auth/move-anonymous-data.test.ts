import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { moveAnonymousData } from './move-anonymous-data';
import {
  BACKENDS,
  createTestDatabase,
  migrateTestDatabase,
  type TestDatabase,
} from './test-support';

const now = () => new Date().toISOString();

describe.each(BACKENDS)('moveAnonymousData (%s)', (backend) => {
  let test: TestDatabase | undefined;
  afterEach(async () => test?.cleanup());

  async function seed(ownerId: string) {
    const db = test!.database.db;
    await db
      .insertInto('contracts')
      .values({
        id: randomUUID(),
        owner_id: ownerId,
        title: 'Brouillon',
        is_draft: 1,
        from_step6: 0,
        form_data: '{}',
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    await db
      .insertInto('profiles')
      .values({
        owner_id: ownerId,
        physical_person: '{}',
        legal_entity: '{}',
        selected_entity_type: '',
        updated_at: now(),
      })
      .execute();
    await db
      .insertInto('clients')
      .values({
        owner_id: ownerId,
        id: '1',
        type: 'physical',
        data: '{}',
        created_at: now(),
        updated_at: now(),
      })
      .execute();
  }

  const count = async (table: 'contracts' | 'profiles' | 'clients', ownerId: string) =>
    (
      await test!.database.db
        .selectFrom(table)
        .select('owner_id')
        .where('owner_id', '=', ownerId)
        .execute()
    ).length;

  it('changes nothing when one step fails: the move is one transaction', async () => {
    // Clausier's tables but not better-auth's: the last step (ending the visitor's sessions)
    // fails after contracts, clients and profile were already moved inside the transaction.
    test = await createTestDatabase(backend);
    await migrateTestDatabase(test.database);
    await seed('anon');

    await expect(moveAnonymousData(test.database.db, 'anon', 'account')).rejects.toThrow();

    for (const table of ['contracts', 'profiles', 'clients'] as const) {
      expect(await count(table, 'anon')).toBe(1);
      expect(await count(table, 'account')).toBe(0);
    }
  });
});
