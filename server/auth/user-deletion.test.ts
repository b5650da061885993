import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { purgeStaleVisitors } from '../jobs/purge-stale-visitors';
import {
  anonymousVisitor,
  callAs,
  signUp,
  TEST_ORIGIN,
  type Caller,
} from '../test-support/sessions';
import { eraseUsers } from './erase-user';
import {
  BACKENDS,
  createTestApp,
  createTestDatabase,
  migrateTestDatabase,
  type TestDatabase,
} from './test-support';

const DAY = 24 * 60 * 60 * 1000;
const draft = { auteur_type: 'Personne physique', type_contrat: ["Auteur (droits d'auteur)"] };

type AuthTables = {
  user: { id: string; createdAt: string | Date };
  session: {
    userId: string;
    createdAt: string | Date;
    updatedAt: string | Date;
    expiresAt: string | Date;
  };
  account: { userId: string };
};

describe.each(BACKENDS)('deleting a user deletes everything they own (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
  let bare: TestDatabase | undefined;
  afterEach(async () => {
    await t?.close();
    await bare?.cleanup();
    t = undefined;
    bare = undefined;
  });

  /** A caller with a contract, a client and a configured profile. */
  async function withData(app: NonNullable<typeof t>['app'], caller: Caller) {
    expect(
      (await callAs(app, caller, 'POST', '/api/contracts', { contractData: draft, isDraft: true }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await callAs(app, caller, 'POST', '/api/clients', {
          type: 'legal_entity',
          nom: 'ACME',
          forme_juridique: 'SAS',
        })
      ).statusCode,
    ).toBe(201);
    const profile = await callAs(app, caller, 'POST', '/api/user-profile', {
      physical_person: { gentille: 'Mme', nom: 'Martin', prenom: 'Camille', is_configured: true },
    });
    expect(profile.statusCode).toBe(200);
  }

  /** Every row anywhere that belongs to `userId`, by table. */
  async function rowsOf(userId: string) {
    const db = t!.database.db;
    const auth = db.withTables<AuthTables>();
    return {
      contracts: (
        await db.selectFrom('contracts').select('id').where('owner_id', '=', userId).execute()
      ).length,
      clients: (
        await db.selectFrom('clients').select('id').where('owner_id', '=', userId).execute()
      ).length,
      profiles: (
        await db.selectFrom('profiles').select('owner_id').where('owner_id', '=', userId).execute()
      ).length,
      sessions: (
        await auth.selectFrom('session').select('userId').where('userId', '=', userId).execute()
      ).length,
      accounts: (
        await auth.selectFrom('account').select('userId').where('userId', '=', userId).execute()
      ).length,
      users: (await auth.selectFrom('user').select('id').where('id', '=', userId).execute()).length,
    };
  }
  const NOTHING = { contracts: 0, clients: 0, profiles: 0, sessions: 0, accounts: 0, users: 0 };

  it('POST /api/auth/delete-anonymous-user leaves no contract, client or profile behind', async () => {
    t = await createTestApp(backend);
    const visitor = await anonymousVisitor(t.app);
    const bystander = await anonymousVisitor(t.app, 'autre visiteur');
    await withData(t.app, visitor);
    await withData(t.app, bystander);
    expect(await rowsOf(visitor.userId!)).toMatchObject({
      contracts: 1,
      clients: 1,
      profiles: 1,
      users: 1,
    });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-anonymous-user',
      headers: { origin: TEST_ORIGIN, cookie: visitor.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(await rowsOf(visitor.userId!)).toEqual(NOTHING);
    expect(await rowsOf(bystander.userId!)).toMatchObject({
      contracts: 1,
      clients: 1,
      profiles: 1,
      users: 1,
    });
  });

  it('better-auth’s own user deletion (any user, anonymous or not) goes through the same erasure', async () => {
    t = await createTestApp(backend);
    const account = await signUp(t.app, 'partant@example.fr');
    await withData(t.app, account);
    const context = await t.app.auth.$context;
    await context.internalAdapter.deleteUser(account.userId!);
    expect(await rowsOf(account.userId!)).toEqual(NOTHING);
  });

  it('the erasure is one transaction: a failing step leaves every row in place', async () => {
    // Clausier's tables without better-auth's: the data goes first, then deleting sessions
    // fails — the rollback must bring the contracts, clients and profile back.
    bare = await createTestDatabase(backend);
    await migrateTestDatabase(bare.database);
    const now = new Date().toISOString();
    const db = bare.database.db;
    await db
      .insertInto('contracts')
      .values({
        id: randomUUID(),
        owner_id: 'u',
        title: 'B',
        is_draft: 1,
        from_step6: 0,
        form_data: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('clients')
      .values({
        owner_id: 'u',
        id: '1',
        type: 'legal_entity',
        data: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('profiles')
      .values({ owner_id: 'u', physical_person: '{}', legal_entity: '{}', updated_at: now })
      .execute();
    await expect(eraseUsers(db, ['u'])).rejects.toThrow();
    for (const table of ['contracts', 'clients', 'profiles'] as const) {
      expect((await db.selectFrom(table).select('owner_id').execute()).length).toBe(1);
    }
  });

  describe('retention counts from the last activity, not from the session’s expiry', () => {
    /** Moves every timestamp of `userId` to `daysAgo` in the past (their whole history). */
    async function age(userId: string, daysAgo: { created: number; active: number }) {
      const db = t!.database.db;
      const auth = db.withTables<AuthTables>();
      const postgres = t!.database.dialect === 'postgres';
      const at = (days: number) =>
        (postgres
          ? new Date(Date.now() - days * DAY)
          : new Date(Date.now() - days * DAY).toISOString()) as string;
      await auth
        .updateTable('user')
        .set({ createdAt: at(daysAgo.created) })
        .where('id', '=', userId)
        .execute();
      // better-auth renews a 30-day session on use: its expiry lies 30 days after the last use.
      await auth
        .updateTable('session')
        .set({
          createdAt: at(daysAgo.created),
          updatedAt: at(daysAgo.active),
          expiresAt: at(daysAgo.active - 30),
        })
        .where('userId', '=', userId)
        .execute();
      const iso = new Date(Date.now() - daysAgo.active * DAY).toISOString();
      const created = new Date(Date.now() - daysAgo.created * DAY).toISOString();
      await db
        .updateTable('contracts')
        .set({ created_at: created, updated_at: iso })
        .where('owner_id', '=', userId)
        .execute();
      await db
        .updateTable('clients')
        .set({ created_at: created, updated_at: iso })
        .where('owner_id', '=', userId)
        .execute();
      await db
        .updateTable('profiles')
        .set({ updated_at: iso })
        .where('owner_id', '=', userId)
        .execute();
    }

    it('erases a visitor last seen 32 days ago (session still valid until 2 days ago), with all their data; keeps the others', async () => {
      t = await createTestApp(backend);
      const gone = await anonymousVisitor(t.app, 'parti');
      const returning = await anonymousVisitor(t.app, 'revenu');
      const recentSave = await anonymousVisitor(t.app, 'sauvegarde récente');
      const account = await signUp(t.app, 'compte-ancien@example.fr');
      for (const caller of [gone, returning, recentSave, account]) await withData(t.app, caller);

      // Last seen 32 days ago: the old purge waited for expiry + 30 days, i.e. day 62.
      await age(gone.userId!, { created: 90, active: 32 });
      // Created 90 days ago, came back 10 days ago.
      await age(returning.userId!, { created: 90, active: 10 });
      // Session not renewed for 40 days, but a contract saved 3 days ago: still active.
      await age(recentSave.userId!, { created: 90, active: 40 });
      await t.database.db
        .updateTable('contracts')
        .set({ updated_at: new Date(Date.now() - 3 * DAY).toISOString() })
        .where('owner_id', '=', recentSave.userId!)
        .execute();
      // Accounts are never purged, however old.
      await age(account.userId!, { created: 400, active: 300 });

      expect(await purgeStaleVisitors(t.database, { retentionDays: 30 })).toBe(1);
      expect(await rowsOf(gone.userId!)).toEqual(NOTHING);
      for (const kept of [returning, recentSave, account]) {
        expect(await rowsOf(kept.userId!), kept.name).toMatchObject({
          contracts: 1,
          clients: 1,
          profiles: 1,
          users: 1,
        });
      }
    });

    it('keeps a visitor last seen 29.5 days ago (their session may have been used for up to a day after its renewal)', async () => {
      t = await createTestApp(backend);
      const visitor = await anonymousVisitor(t.app);
      await withData(t.app, visitor);
      await age(visitor.userId!, { created: 60, active: 29.5 });
      expect(await purgeStaleVisitors(t.database, { retentionDays: 30 })).toBe(0);
      // A day and a half later they are gone.
      expect(
        await purgeStaleVisitors(t.database, {
          retentionDays: 30,
          now: new Date(Date.now() + 1.6 * DAY),
        }),
      ).toBe(1);
      expect(await rowsOf(visitor.userId!)).toEqual(NOTHING);
    });
  });
});
