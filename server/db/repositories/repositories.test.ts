import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDraft } from '@core/templates/test-drafts';
import { physicalPersonProfileSchema, legalEntityProfileSchema } from '@core/schemas/profile';
import {
  BACKENDS,
  createTestDatabase,
  migrateTestDatabase,
  type TestDatabase,
} from '@server/auth/test-support';
import { createClient, findClient, listClients, replaceClients, updateClient } from './clients';
import { createContract, findContract, listContracts, updateContract } from './contracts';
import { insertFeedback, listFeedback } from './feedback';
import { deleteOwnerData, moveOwnerData } from './owner-data';
import { findProfile, saveProfile, type ProfileData } from './profiles';

const profile = (nom: string, configured: boolean): ProfileData => ({
  physical_person: physicalPersonProfileSchema.parse({ nom, is_configured: configured }),
  legal_entity: legalEntityProfileSchema.parse({}),
  selected_entity_type: configured ? 'physical_person' : '',
  side: 'cessionnaire',
});

const contract = {
  title: 'Contrat',
  draft: makeDraft({
    description_oeuvre: 'É — « x » et l’œuvre',
    supports: ['presse', 'affichage'],
  }),
  isDraft: true,
  fromStep6: false,
};

describe.each(BACKENDS)('repositories (%s)', (backend) => {
  let test: TestDatabase;
  const db = () => test.database.db;

  beforeAll(async () => {
    test = await createTestDatabase(backend);
    await migrateTestDatabase(test.database);
    await migrateTestDatabase(test.database); // idempotent: a second start migrates nothing
  });
  afterAll(async () => test?.cleanup());

  it('round-trips JSON, booleans and timestamps the same way on both dialects', async () => {
    const { id } = await createContract(db(), 'u1', contract);
    const stored = await findContract(db(), 'u1', id);
    expect(stored).toMatchObject({
      id,
      ownerId: 'u1',
      title: 'Contrat',
      is_draft: true,
      from_step6: false,
      version: 1,
    });
    expect(stored?.draft).toEqual(contract.draft);
    expect(stored?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(stored?.document).toBeNull();
    expect(stored).toMatchObject({ edited: false, comments: [], status: 'draft' });
  });

  it('filters every read and write by owner', async () => {
    const { id } = await createContract(db(), 'alice', contract);
    expect(await findContract(db(), 'bob', id)).toBeUndefined();
    expect(await listContracts(db(), 'bob')).toEqual([]);
    await expect(updateContract(db(), 'bob', id, { title: 'volé' }, 1)).rejects.toMatchObject({
      code: 'CONTRACT_NOT_FOUND',
    });
    expect((await findContract(db(), 'alice', id))?.title).toBe('Contrat');
    expect(await findContract(db(), 'alice', 'pas-un-uuid')).toBeUndefined();
  });

  it('lets exactly one of many concurrent saves from the same version win', async () => {
    const { id } = await createContract(db(), 'u2', contract);
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        updateContract(db(), 'u2', id, { title: `onglet ${i}` }, 1),
      ),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of attempts.filter((a) => a.status === 'rejected')) {
      expect((lost as PromiseRejectedResult).reason).toMatchObject({
        code: 'VERSION_CONFLICT',
        status: 409,
      });
    }
    expect((await findContract(db(), 'u2', id))?.version).toBe(2);
  });

  it('versions profiles: first save, conditional update, stale write refused', async () => {
    expect(await saveProfile(db(), 'p1', profile('A', true), 0)).toEqual({ version: 1 });
    await expect(saveProfile(db(), 'p1', profile('B', true), 0)).rejects.toMatchObject({
      code: 'VERSION_CONFLICT',
    });
    expect(await saveProfile(db(), 'p1', profile('C', true), 1)).toEqual({ version: 2 });
    await expect(saveProfile(db(), 'p1', profile('D', true), 1)).rejects.toMatchObject({
      code: 'VERSION_CONFLICT',
    });
    expect(await saveProfile(db(), 'p1', profile('E', true), 2)).toEqual({ version: 3 });
    expect((await findProfile(db(), 'p1'))?.physical_person.nom).toBe('E');
  });

  it('stores the profile’s side; a row written without it reads the client’s side', async () => {
    await saveProfile(db(), 'side-1', { ...profile('Lambert', true), side: 'cedant' }, 0);
    expect((await findProfile(db(), 'side-1'))?.side).toBe('cedant');
    // A profile row of before the side column: the migration's default, the specification's side.
    await db()
      .insertInto('profiles')
      .values({
        owner_id: 'side-2',
        physical_person: JSON.stringify(profile('Ancien', true).physical_person),
        legal_entity: JSON.stringify(profile('', false).legal_entity),
        selected_entity_type: 'physical_person',
        version: 1,
        updated_at: new Date().toISOString(),
      } as never)
      .execute();
    expect((await findProfile(db(), 'side-2'))?.side).toBe('cessionnaire');
  });

  it('keeps client ids unique per owner and replaces the list whole', async () => {
    const base = {
      type: 'physical_person',
      ...physicalPersonProfileSchema.omit({ is_configured: true }).parse({}),
    } as const;
    await createClient(db(), 'c1', { ...base, id: '1', nom: 'Un' });
    await createClient(db(), 'c2', { ...base, id: '1', nom: 'Autre propriétaire' });
    await expect(
      createClient(db(), 'c1', { ...base, id: '1', nom: 'Doublon' }),
    ).rejects.toMatchObject({ code: 'CLIENT_EXISTS' });
    const generated = await createClient(db(), 'c1', { ...base, nom: 'Sans id' });
    expect(generated.client.id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(
      updateClient(db(), 'c1', { ...base, id: '1', nom: 'Deux' }, 2),
    ).rejects.toMatchObject({ code: 'VERSION_CONFLICT' });
    expect((await updateClient(db(), 'c1', { ...base, id: '1', nom: 'Deux' }, 1)).version).toBe(2);
    await replaceClients(db(), 'c1', [
      { ...base, id: '3', nom: 'Trois' },
      { ...base, id: '1', nom: 'Un bis' },
    ]);
    expect((await listClients(db(), 'c1')).map((c) => [c.client.id, c.client.nom])).toEqual(
      expect.arrayContaining([
        ['1', 'Un bis'],
        ['3', 'Trois'],
      ]),
    );
    expect(await listClients(db(), 'c1')).toHaveLength(2);
    expect((await findClient(db(), 'c2', '1'))?.client.nom).toBe('Autre propriétaire');
  });

  describe('moveOwnerData', () => {
    const base = {
      type: 'physical_person',
      ...physicalPersonProfileSchema.omit({ is_configured: true }).parse({}),
    } as const;

    it('moves contracts and clients, renaming a clashing client id', async () => {
      const { id } = await createContract(db(), 'anon-1', contract);
      await createClient(db(), 'anon-1', { ...base, id: '77', nom: 'Du visiteur' });
      await createClient(db(), 'acct-1', { ...base, id: '77', nom: 'Du compte' });
      await db()
        .transaction()
        .execute((trx) => moveOwnerData(trx, 'anon-1', 'acct-1'));
      expect((await findContract(db(), 'acct-1', id))?.title).toBe('Contrat');
      expect(await listContracts(db(), 'anon-1')).toEqual([]);
      const names = (await listClients(db(), 'acct-1')).map((c) => c.client.nom).sort();
      expect(names).toEqual(['Du compte', 'Du visiteur']);
      expect((await findClient(db(), 'acct-1', '77'))?.client.nom).toBe('Du compte');
    });

    it('keeps the account’s configured profile', async () => {
      await saveProfile(db(), 'anon-2', profile('Visiteur', true), 0);
      await saveProfile(db(), 'acct-2', profile('Compte', true), 0);
      await db()
        .transaction()
        .execute((trx) => moveOwnerData(trx, 'anon-2', 'acct-2'));
      expect((await findProfile(db(), 'acct-2'))?.physical_person.nom).toBe('Compte');
      expect(await findProfile(db(), 'anon-2')).toBeUndefined();
    });

    it('takes the visitor’s profile when the account’s is not configured (or absent)', async () => {
      await saveProfile(db(), 'anon-3', profile('Visiteur', true), 0);
      await saveProfile(db(), 'acct-3', profile('', false), 0);
      await db()
        .transaction()
        .execute((trx) => moveOwnerData(trx, 'anon-3', 'acct-3'));
      expect(await findProfile(db(), 'acct-3')).toMatchObject({
        physical_person: { nom: 'Visiteur' },
        version: 2,
      });

      await saveProfile(db(), 'anon-4', profile('Seul', true), 0);
      await db()
        .transaction()
        .execute((trx) => moveOwnerData(trx, 'anon-4', 'acct-4'));
      expect((await findProfile(db(), 'acct-4'))?.physical_person.nom).toBe('Seul');
    });

    it('moves nothing when the transaction fails', async () => {
      const { id } = await createContract(db(), 'anon-5', contract);
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await moveOwnerData(trx, 'anon-5', 'acct-5');
            throw new Error('échec simulé après le déplacement');
          }),
      ).rejects.toThrow('échec simulé');
      expect((await findContract(db(), 'anon-5', id))?.title).toBe('Contrat');
      expect(await listContracts(db(), 'acct-5')).toEqual([]);
    });
  });

  it('deleteOwnerData erases contracts, clients and profile of that owner only', async () => {
    await createContract(db(), 'gone', contract);
    await saveProfile(db(), 'gone', profile('X', true), 0);
    await createContract(db(), 'kept', contract);
    await db()
      .transaction()
      .execute((trx) => deleteOwnerData(trx, 'gone'));
    expect(await listContracts(db(), 'gone')).toEqual([]);
    expect(await findProfile(db(), 'gone')).toBeUndefined();
    expect(await listContracts(db(), 'kept')).toHaveLength(1);
  });

  it('stores a visitor’s feedback without an owner, an account’s with its owner, nothing else', async () => {
    const { id } = await insertFeedback(db(), 'Très utile');
    const row = await db()
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(['created_at', 'id', 'message', 'owner_id']);
    expect(row.owner_id).toBeNull();
    await insertFeedback(db(), 'Premier avis', 'account-1');
    await insertFeedback(db(), 'Second avis', 'account-1');
    await insertFeedback(db(), 'Autre compte', 'account-2');
    expect((await listFeedback(db(), 'account-1')).map((f) => f.message)).toEqual([
      'Premier avis',
      'Second avis',
    ]);
    await db()
      .transaction()
      .execute((trx) => deleteOwnerData(trx, 'account-1'));
    expect(await listFeedback(db(), 'account-1')).toEqual([]);
    expect(await listFeedback(db(), 'account-2')).toHaveLength(1);
  });
});
