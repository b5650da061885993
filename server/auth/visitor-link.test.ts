import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor, callAs, TEST_ORIGIN, type Caller } from '../test-support/sessions';
import { BACKENDS, cookieHeader, createTestApp, TEST_SECRET } from './test-support';
import { bindingValue } from './visitor-link';

const draft = { auteur_type: 'Personne physique', type_contrat: ["Auteur (droits d'auteur)"] };

/** Only the session cookie of a Cookie header: what a planter can put in someone's browser. */
const sessionOnly = (cookie: string) =>
  cookie
    .split('; ')
    .filter((pair) => pair.startsWith('clausier.session_token='))
    .join('; ');

describe.each(BACKENDS)('anonymous visitor bound to its browser (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const ownerOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('contracts')
        .select('owner_id')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.owner_id;

  const saveDraft = async (caller: Caller, title: string) => {
    const response = await callAs(t.app, caller, 'POST', '/api/contracts', {
      contractData: draft,
      title,
      isDraft: true,
    });
    expect(response.statusCode).toBe(201);
    return { id: response.json().id as string, setCookie: response.headers['set-cookie'] };
  };

  const signUpWith = (cookie: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { email, password: 'mot-de-passe-solide-42', name: 'Victime' },
    });

  it('a visitor gets an HttpOnly binding cookie with its session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/anonymous',
      headers: { origin: TEST_ORIGIN },
    });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const binding = cookies.find((c) => c.startsWith('clausier.visitor_binding='));
    expect(binding).toBeDefined();
    expect(binding).toContain(
      `clausier.visitor_binding=${bindingValue(TEST_SECRET, response.json().user.id)}`,
    );
    expect(binding).toMatch(/HttpOnly/i);
    expect(binding).toMatch(/SameSite=Lax/i);
    expect(binding).toMatch(/Path=\//);
  });

  it('a planted anonymous cookie: the victim’s drafts never reach the planter, the planter’s never reach the victim', async () => {
    const planter = await anonymousVisitor(t.app, 'planteur');
    const planted = await saveDraft(planter, 'Brouillon du planteur');

    // The victim's browser holds the planter's session cookie (not the binding, which only
    // the planter's browser received).
    const victim: Caller = { name: 'victime', cookie: sessionOnly(planter.cookie), userId: null };
    const list = await callAs(t.app, victim, 'GET', '/api/contracts');
    expect(list.statusCode).toBe(401);
    expect(list.body).not.toContain('planteur');
    expect((await callAs(t.app, victim, 'GET', `/api/contracts/${planted.id}`)).statusCode).toBe(
      401,
    );

    // The victim saves: a visitor of their own is minted for them, with its own cookies.
    const saved = await saveDraft(victim, 'Brouillon de la victime');
    const victimOwner = await ownerOf(saved.id);
    expect(victimOwner).not.toBe(planter.userId);
    const planterView = (await callAs(t.app, planter, 'GET', '/api/contracts')).json()
      .contracts as { title: string }[];
    expect(planterView.map((c) => c.title)).toEqual(['Brouillon du planteur']);

    // With the cookies that save returned, the victim sees their draft and only theirs.
    const victimCookie = cookieHeader(saved.setCookie);
    const mine = (
      await callAs(t.app, { ...victim, cookie: victimCookie }, 'GET', '/api/contracts')
    ).json().contracts as { title: string }[];
    expect(mine.map((c) => c.title)).toEqual(['Brouillon de la victime']);
  });

  it('signing up with a planted anonymous cookie moves none of the planter’s contracts', async () => {
    const planter = await anonymousVisitor(t.app, 'planteur');
    const planted = await saveDraft(planter, 'Contrat piégé');
    // Even next to a binding of the victim's own (for another visitor), the planted session is refused.
    const ownVisitor = await anonymousVisitor(t.app, 'visiteur de la victime');
    const ownBinding = ownVisitor.cookie
      .split('; ')
      .filter((pair) => pair.startsWith('clausier.visitor_binding='))
      .join('; ');
    const response = await signUpWith(
      `${sessionOnly(planter.cookie)}; ${ownBinding}`,
      'victime-plantee@example.fr',
    );
    expect(response.statusCode).toBe(200);
    const account: Caller = {
      name: 'victime',
      cookie: cookieHeader(response.headers['set-cookie']),
      userId: response.json().user.id,
    };

    expect((await callAs(t.app, account, 'GET', '/api/contracts')).json().contracts).toEqual([]);
    expect(await ownerOf(planted.id)).toBe(planter.userId);
    expect(String(response.headers['set-cookie'])).not.toContain('clausier.moved=');
  });

  it('the visitor’s own browser signs up: its drafts and clients move, and the page is told what moved', async () => {
    const visitor = await anonymousVisitor(t.app);
    const first = await saveDraft(visitor, 'Premier brouillon');
    const second = await saveDraft(visitor, 'Second brouillon');
    const client = await callAs(t.app, visitor, 'POST', '/api/clients', {
      type: 'legal_entity',
      nom: 'ACME',
      forme_juridique: 'SAS',
    });
    expect(client.statusCode).toBe(201);

    const response = await signUpWith(visitor.cookie, 'legitime@example.fr');
    expect(response.statusCode).toBe(200);
    const accountId = response.json().user.id as string;
    expect(await ownerOf(first.id)).toBe(accountId);
    expect(await ownerOf(second.id)).toBe(accountId);

    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const moved = cookies.find((c) => c.startsWith('clausier.moved='));
    expect(moved).toMatch(/^clausier\.moved=2\.0\.1\.0;/);
    expect(moved).not.toMatch(/HttpOnly/i);
    // The binding vouched for a visitor that no longer exists: cleared.
    expect(cookies.find((c) => c.startsWith('clausier.visitor_binding='))).toMatch(/Max-Age=0/i);
    // The anonymous visitor itself is gone, with nothing left behind.
    const users = await t.database.db
      .withTables<{ user: { id: string } }>()
      .selectFrom('user')
      .select('id')
      .where('id', '=', visitor.userId!)
      .execute();
    expect(users).toEqual([]);
  });
});
