import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDraft } from '@core/templates/test-drafts';
import { legalEntityProfileSchema, physicalPersonProfileSchema } from '@core/schemas/profile';
import {
  BACKENDS,
  createTestDatabase,
  migrateTestDatabase,
  type TestDatabase,
} from '@server/auth/test-support';
import { createClient } from './clients';
import { createContract } from './contracts';
import { saveProfile } from './profiles';
import { storageUsage } from './storage-usage';

/**
 * What an owner stores, measured by the database (octet_length, jsonb as text on PostgreSQL):
 * the quota's routes run on SQLite only, so the measure's dialect branch is held here.
 */
const client = (id: string, nom: string) =>
  ({
    type: 'physical_person',
    ...physicalPersonProfileSchema.omit({ is_configured: true }).parse({}),
    id,
    nom,
  }) as const;

describe.each(BACKENDS)('storage usage (%s)', (backend) => {
  let test: TestDatabase;
  const db = () => test.database.db;

  beforeAll(async () => {
    test = await createTestDatabase(backend);
    await migrateTestDatabase(test.database);
  });
  afterAll(async () => test?.cleanup());

  it('is nothing for an owner who stores nothing', async () => {
    expect(
      await storageUsage(db(), 'personne', { contractId: randomUUID(), clientId: 'y' }),
    ).toEqual({
      stored: { contracts: 0, clients: 0, bytes: 0 },
      replaced: { contracts: 0, clients: 0, bytes: 0 },
    });
  });

  it('counts contracts, clients and profile, in bytes (not characters), for that owner only', async () => {
    const small = await createContract(db(), 'mesure', {
      title: 'a',
      draft: makeDraft({}),
      isDraft: true,
      fromStep6: false,
    });
    const before = (await storageUsage(db(), 'mesure')).stored;
    expect(before).toMatchObject({ contracts: 1, clients: 0 });
    const accents = 'é'.repeat(5_000);
    const big = await createContract(db(), 'mesure', {
      title: 'b',
      draft: makeDraft({ description_oeuvre: accents }),
      isDraft: true,
      fromStep6: false,
    });
    await createContract(db(), 'autre', {
      title: 'c',
      draft: makeDraft({ description_oeuvre: accents }),
      isDraft: true,
      fromStep6: false,
    });
    const withBig = await storageUsage(db(), 'mesure', { contractId: big.id });
    expect(withBig.stored.contracts).toBe(2);
    // Two bytes an « é » in UTF-8: 5,000 of them weigh at least 10,000 bytes more.
    expect(withBig.stored.bytes - before.bytes).toBeGreaterThanOrEqual(10_000);
    expect(withBig.replaced.contracts).toBe(1);
    expect(withBig.replaced.bytes).toBe(withBig.stored.bytes - before.bytes);
    const withSmall = await storageUsage(db(), 'mesure', { contractId: small.id });
    expect(withSmall.replaced.bytes).toBe(before.bytes);

    await createClient(db(), 'mesure', client('1', 'Un'));
    await createClient(db(), 'mesure', client('2', 'Deux'));
    await saveProfile(
      db(),
      'mesure',
      {
        physical_person: physicalPersonProfileSchema.parse({ nom: 'Moi', is_configured: true }),
        legal_entity: legalEntityProfileSchema.parse({}),
        selected_entity_type: 'physical_person',
        side: 'cessionnaire',
      },
      0,
    );
    const all = await storageUsage(db(), 'mesure', { clientId: '2', profile: true });
    expect(all.stored).toMatchObject({ contracts: 2, clients: 2 });
    expect(all.replaced.clients).toBe(1);
    const clients = await storageUsage(db(), 'mesure', { allClients: true });
    expect(clients.replaced.clients).toBe(2);
    const contractsOnly = withBig.stored.bytes;
    const profileBytes =
      all.replaced.bytes - (await storageUsage(db(), 'mesure', { clientId: '2' })).replaced.bytes;
    expect(profileBytes).toBeGreaterThan(0);
    expect(all.stored.bytes).toBe(contractsOnly + clients.replaced.bytes + profileBytes);
    expect((await storageUsage(db(), 'autre')).stored.contracts).toBe(1);
  });
});
