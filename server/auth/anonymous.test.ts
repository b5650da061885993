import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser } from './ensure-user';
import { BACKENDS, cookieHeader, createTestApp } from './test-support';

const ORIGIN = 'http://localhost:3000';
const headers = (cookie?: string) => ({ origin: ORIGIN, ...(cookie ? { cookie } : {}) });
const now = () => new Date().toISOString();

describe.each(BACKENDS)('anonymous visitors (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    // Stand-ins for a write route (ensureUser) and a read route (request.user).
    t.app.post('/api/test-write', async (request, reply) => ({
      user: await ensureUser(request, reply),
    }));
    t.app.get('/api/test-me', async (request) => ({ user: request.user }));
  });
  afterAll(async () => t?.close());

  /** A visitor's first write: an anonymous session, returned as its cookie and user id. */
  async function visitor() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-write',
      headers: headers(),
    });
    expect(response.statusCode).toBe(200);
    return {
      cookie: cookieHeader(response.headers['set-cookie']),
      id: response.json().user.id as string,
    };
  }

  /** What a visitor typically leaves behind: a draft, a profile and a client. */
  async function leaveData(ownerId: string, clientId = '1700000000000', name = 'Visiteur') {
    const db = t.database.db;
    const contractId = randomUUID();
    await db
      .insertInto('contracts')
      .values({
        id: contractId,
        owner_id: ownerId,
        title: 'Brouillon - 22/11/2026',
        is_draft: 1,
        from_step6: 0,
        form_data: JSON.stringify({ titre_contrat: 'Affiche' }),
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    await db
      .insertInto('profiles')
      .values({
        owner_id: ownerId,
        physical_person: JSON.stringify({ nom: name, is_configured: true }),
        legal_entity: JSON.stringify({}),
        selected_entity_type: 'physical',
        updated_at: now(),
      })
      .execute();
    await db
      .insertInto('clients')
      .values({
        owner_id: ownerId,
        id: clientId,
        type: 'physical',
        data: '{}',
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    return contractId;
  }

  const owners = async (table: 'contracts' | 'profiles' | 'clients', ownerId: string) =>
    (
      await t.database.db
        .selectFrom(table)
        .select('owner_id')
        .where('owner_id', '=', ownerId)
        .execute()
    ).length;

  const userExists = async (id: string) => {
    const row = await t.database.db
      .withTables<{ user: { id: string } }>()
      .selectFrom('user')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  };

  it('creates an anonymous session on the first write, and reuses it after', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/test-write',
      headers: headers(),
    });
    const user = first.json().user;
    expect(user).toMatchObject({ isAnonymous: true, name: null, email: null });
    const setCookie = ([] as string[]).concat(first.headers['set-cookie'] as string[]);
    expect(
      setCookie.some((c) => c.startsWith('clausier.session_token=') && /HttpOnly/i.test(c)),
    ).toBe(true);
    const cookie = cookieHeader(setCookie);

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/test-write',
      headers: headers(cookie),
    });
    expect(second.json().user.id).toBe(user.id);
    expect(second.headers['set-cookie']).toBeUndefined();
    const me = await t.app.inject({ url: '/api/test-me', headers: headers(cookie) });
    expect(me.json().user).toMatchObject({ id: user.id, isAnonymous: true });
  });

  it('a read without a cookie creates nobody', async () => {
    const me = await t.app.inject({ url: '/api/test-me', headers: headers() });
    expect(me.json().user).toBeNull();
    expect(me.headers['set-cookie']).toBeUndefined();
  });

  it('moves the visitor’s contracts, profile and clients to a new account at sign-up', async () => {
    const anon = await visitor();
    const contractId = await leaveData(anon.id);

    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: headers(anon.cookie),
      payload: { email: 'nouvelle@example.fr', password: 'douze-signes', name: 'Nouvelle' },
    });
    expect(signUp.statusCode).toBe(200);
    const accountId = signUp.json().user.id as string;
    expect(accountId).not.toBe(anon.id);

    const contract = await t.database.db
      .selectFrom('contracts')
      .select('owner_id')
      .where('id', '=', contractId)
      .executeTakeFirstOrThrow();
    expect(contract.owner_id).toBe(accountId);
    expect(await owners('profiles', accountId)).toBe(1);
    expect(await owners('clients', accountId)).toBe(1);
    for (const table of ['contracts', 'profiles', 'clients'] as const)
      expect(await owners(table, anon.id)).toBe(0);

    // The old anonymous cookie is dead, and the anonymous user is gone.
    const old = await t.app.inject({ url: '/api/auth/get-session', headers: headers(anon.cookie) });
    expect(old.json()).toBeNull();
    const me = await t.app.inject({ url: '/api/test-me', headers: headers(anon.cookie) });
    expect(me.json().user).toBeNull();
    expect(await userExists(anon.id)).toBe(false);

    const mine = await t.app.inject({
      url: '/api/test-me',
      headers: headers(cookieHeader(signUp.headers['set-cookie'])),
    });
    expect(mine.json().user).toMatchObject({
      id: accountId,
      isAnonymous: false,
      email: 'nouvelle@example.fr',
    });
  });

  it('moves the visitor’s data to an existing account at sign-in, keeping the account’s profile', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: headers(),
      payload: { email: 'ancienne@example.fr', password: 'douze-signes', name: 'Ancienne' },
    });
    const accountId = created.json().user.id as string;
    await leaveData(accountId, 'shared-id', 'Ancienne');

    const anon = await visitor();
    const contractId = await leaveData(anon.id, 'shared-id');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: headers(anon.cookie),
      payload: { email: 'ancienne@example.fr', password: 'douze-signes' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.id).toBe(accountId);

    const contract = await t.database.db
      .selectFrom('contracts')
      .select('owner_id')
      .where('id', '=', contractId)
      .executeTakeFirstOrThrow();
    expect(contract.owner_id).toBe(accountId);
    expect(await owners('contracts', accountId)).toBe(2);
    expect(await owners('clients', accountId)).toBe(2); // the clashing client id got a fresh one
    const profile = await t.database.db
      .selectFrom('profiles')
      .selectAll()
      .where('owner_id', '=', accountId)
      .executeTakeFirstOrThrow();
    const kept =
      typeof profile.physical_person === 'string'
        ? JSON.parse(profile.physical_person)
        : profile.physical_person;
    expect(kept.nom).toBe('Ancienne');
    expect(await owners('profiles', anon.id)).toBe(0);

    const old = await t.app.inject({ url: '/api/test-me', headers: headers(anon.cookie) });
    expect(old.json().user).toBeNull();
    expect(await userExists(anon.id)).toBe(false);
  });
});
