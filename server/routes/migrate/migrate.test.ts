import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, cookieHeader, createTestApp } from '@server/auth/test-support';
import {
  anonymousVisitor,
  callAs,
  NOBODY,
  signUp,
  TEST_ORIGIN,
  type Caller,
} from '@server/test-support/sessions';

const contractData = {
  auteur_type: 'Personne physique',
  type_contrat: ["Auteur (droits d'auteur)"],
};

describe.each(APP_BACKENDS)('POST /api/migrate-user-data (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let stranger: Caller;

  beforeAll(async () => {
    t = await createTestApp(backend);
    stranger = await signUp(t.app, 'inconnu@example.fr');
  });
  afterAll(async () => t?.close());

  const migrate = (caller: Caller, payload: object) =>
    callAs(t.app, caller, 'POST', '/api/migrate-user-data', payload);

  /** A visitor saves a draft, then signs up from the same browser (its anonymous cookie). */
  async function visitorSignsUp(email: string) {
    const visitor = await anonymousVisitor(t.app);
    const draft = await callAs(t.app, visitor, 'POST', '/api/contracts', {
      contractData,
      isDraft: true,
    });
    expect(draft.statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, cookie: visitor.cookie },
      payload: { email, password: 'mot-de-passe-solide-42', name: 'Nouveau' },
    });
    expect(response.statusCode).toBe(200);
    const account: Caller = {
      name: email,
      cookie: cookieHeader(response.headers['set-cookie']),
      userId: response.json().user.id,
    };
    return { visitor, account, draftId: draft.json().id as string };
  }

  it('answers the spec’s skip when there is neither an anonymous id nor a draft id', async () => {
    const response = await migrate(stranger, {
      authenticated_id: 'x_github',
      security_verified: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      security_verified: null,
      message: 'Aucune donnée anonyme à migrer',
    });
  });

  it('verifies a draft that came from the caller’s own anonymous session (true), idempotently', async () => {
    const { account, draftId } = await visitorSignsUp('recupere@example.fr');
    const body = {
      authenticated_id: 'ignored',
      anonymous_id: 'anon_x',
      draft_contract_id: draftId,
      security_verified: null,
    };
    const first = await migrate(account, body);
    const second = await migrate(account, body);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, security_verified: true });
    }
    const list = (await callAs(t.app, account, 'GET', '/api/contracts')).json().contracts;
    expect(list.map((c: { id: string }) => c.id)).toEqual([draftId]);
  });

  it('answers false for someone else’s draft and moves nothing — whatever the body claims', async () => {
    const { account: victim, draftId } = await visitorSignsUp('victime@example.fr');
    const response = await migrate(stranger, {
      authenticated_id: victim.userId,
      anonymous_id: 'anon_victime',
      draft_contract_id: draftId,
      security_verified: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, security_verified: false });
    expect(JSON.stringify(response.json())).not.toContain('Affiche');
    const owner = await t.database.db
      .selectFrom('contracts')
      .select('owner_id')
      .where('id', '=', draftId)
      .executeTakeFirstOrThrow();
    expect(owner.owner_id).toBe(victim.userId);
    expect((await callAs(t.app, stranger, 'GET', '/api/contracts')).json().contracts).toEqual([]);
  });

  it('answers false, identically, for a draft id that does not exist or is not an id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-uuid']) {
      const response = await migrate(stranger, { draft_contract_id: id });
      expect(response.json()).toMatchObject({ success: false, security_verified: false });
    }
  });

  it('answers null verification when only an anonymous id is given (data moved at sign-in)', async () => {
    const response = await migrate(stranger, { anonymous_id: 'anon_abc_123' });
    expect(response.json()).toMatchObject({ success: true, security_verified: null });
  });

  it('needs a session; validates the body', async () => {
    expect((await migrate(NOBODY, { anonymous_id: 'anon_x' })).statusCode).toBe(401);
    const wrong = await migrate(stranger, { draft_contract_id: 42 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses unknown fields in French (strict body, like every other route)', async () => {
    const response = await migrate(stranger, { anonymous_id: 'anon_x', is_admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'is_admin', message: 'Clé non reconnue : "is_admin"' },
    ]);
  });
});
