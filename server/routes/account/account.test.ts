import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS } from '@server/auth/test-support';
import { cookieHeader } from '@server/auth/test-support';
import { createCustomApp } from '@server/test-support/custom-app';
import {
  callAs,
  NOBODY,
  TEST_ORIGIN,
  anonymousVisitor,
  type Caller,
} from '@server/test-support/sessions';
import { ADULT_MODEL, TERMS_INPUT } from '@core/releases/release-fixtures';
import {
  confirmAddress,
  firstLink,
  startSmtpSink,
  type SmtpSink,
} from '@server/test-support/smtp-sink';

const PASSWORD = 'mot-de-passe-solide-42';
const NEW_PASSWORD = 'Un-nouveau-secret-bien-long-2026';

/**
 * Account e-mails and data rights end to end on the API, with a real SMTP server on loopback: verification at sign-up,
 * password reset, the full data export, and the account's deletion (nothing left in any table).
 */
describe.each(APP_BACKENDS)('account: e-mail, reset, export, deletion (%s)', (backend) => {
  let sink: SmtpSink;
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let counter = 0;
  const email = () => `compte-${backend}-${Date.now()}-${(counter += 1)}@example.test`;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createCustomApp(backend, {
      mail: { smtpUrl: sink.url, from: 'Clausier <ne-pas-repondre@clausier.test>', outboxDir: '' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const signUp = async (address: string): Promise<Caller> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: address, password: PASSWORD, name: 'Camille Durand' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { user: { id: string } };
    return {
      name: address,
      cookie: cookieHeader(response.headers['set-cookie']),
      userId: body.user.id,
    };
  };
  const session = async (caller: Caller) =>
    (await callAs(t.app, caller, 'GET', '/api/auth/get-session')).json() as {
      user: { email: string; emailVerified: boolean };
    } | null;
  const signIn = (address: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: address, password },
    });
  /** GET of an e-mailed link, relative to the app. */
  const follow = (link: string) => {
    const url = new URL(link);
    return t.app.inject({ method: 'GET', url: url.pathname + url.search });
  };

  it('sign-up works at once and sends a verification e-mail whose link confirms the address', async () => {
    const address = email();
    const before = sink.received.length;
    const caller = await signUp(address);
    expect((await session(caller))?.user.emailVerified).toBe(false);
    const mail = await sink.waitFor(address, { after: before });
    expect(mail.subject).toBe('Confirmez votre adresse e-mail – Clausier');
    expect(mail.text).toContain('Bonjour Camille Durand,');
    const link = firstLink(mail);
    expect(link).toContain('/api/auth/verify-email?token=');
    const verified = await follow(link);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/compte?email=verifie');
    expect((await session(caller))?.user.emailVerified).toBe(true);
  });

  it('password reset: a one-time link valid 1 hour, the strength rule, every session revoked', async () => {
    const address = email();
    const caller = await signUp(address);
    const before = sink.received.length;
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: address, redirectTo: '/mot-de-passe/nouveau' },
    });
    expect(ask.statusCode).toBe(200);
    const reset = await sink.waitFor(address, { after: before, subject: 'Réinitialisez' });
    expect(reset.subject).toBe('Réinitialisez votre mot de passe – Clausier');
    expect(reset.text).toContain('Ce lien est valable 1 heure.');
    const landing = await follow(firstLink(reset));
    expect(landing.statusCode).toBe(302);
    const location = String(landing.headers.location);
    expect(location).toMatch(/^(http:\/\/localhost:3000)?\/mot-de-passe\/nouveau\?token=/);
    const token = new URL(location, TEST_ORIGIN).searchParams.get('token') ?? '';

    // The strength rule applies to the new password too.
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword: 'password1234', token },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toMatch(/^PASSWORD_/);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword: NEW_PASSWORD, token },
    });
    expect(done.statusCode).toBe(200);
    // The session opened before the reset is gone; the old password no longer works.
    expect(await session(caller)).toBeNull();
    expect((await signIn(address, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(address, NEW_PASSWORD)).statusCode).toBe(200);
    // The link is single-use.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword: `${NEW_PASSWORD}-bis`, token },
    });
    expect(again.statusCode).toBe(400);
    const told = await sink.waitFor(address, { after: before, subject: 'Votre mot de passe' });
    expect(told.subject).toBe('Votre mot de passe a été modifié – Clausier');
  });

  /** Asks for a reset link and returns its token, read from the e-mail as a user would. */
  const askReset = async (address: string): Promise<string> => {
    const before = sink.received.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: address, redirectTo: '/mot-de-passe/nouveau' },
    });
    const mail = await sink.waitFor(address, { after: before, subject: 'Réinitialisez' });
    const landing = await follow(firstLink(mail));
    return new URL(String(landing.headers.location), TEST_ORIGIN).searchParams.get('token') ?? '';
  };
  const resetWith = (token: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword, token },
    });

  it('a reset or a password change ends every other pending reset link of the account', async () => {
    const address = email();
    const caller = await signUp(address);
    const older = await askReset(address);
    const newer = await askReset(address);
    expect(older).not.toBe(newer);
    expect((await resetWith(newer, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await resetWith(older, `${NEW_PASSWORD}-vole`)).statusCode).toBe(400);
    expect((await signIn(address, NEW_PASSWORD)).statusCode).toBe(200);

    // Changing the password from the account page does the same.
    const other = email();
    const owner = await signUp(other);
    const pending = await askReset(other);
    const changed = await callAs(t.app, owner, 'POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await resetWith(pending, `${NEW_PASSWORD}-vole`)).statusCode).toBe(400);
    // A failed change (wrong current password) leaves a pending link alone.
    const kept = await askReset(other);
    const wrong = await callAs(t.app, owner, 'POST', '/api/auth/change-password', {
      currentPassword: 'pas-le-bon-mot-de-passe',
      newPassword: `${NEW_PASSWORD}-2`,
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect((await resetWith(kept, `${NEW_PASSWORD}-3`)).statusCode).toBe(200);
    expect(caller.userId).toBeTruthy();
  });

  it('a change of address confirmed after someone took the address lands on the account page, in French', async () => {
    const address = email();
    const caller = await signUp(address);
    const wanted = email();
    const before = sink.received.length;
    const asked = await callAs(t.app, caller, 'POST', '/api/auth/change-email', {
      newEmail: wanted,
      callbackURL: '/compte?email=modifie',
    });
    expect(asked.statusCode).toBe(200);
    const mail = await sink.waitFor(wanted, { after: before });
    await signUp(wanted); // someone else signs up with it meanwhile
    const clicked = await follow(firstLink(mail));
    expect(clicked.statusCode).toBe(302);
    expect(clicked.headers.location).toBe('/compte?email=modifie&error=USER_ALREADY_EXISTS');
    expect((await session(caller))?.user.email).toBe(address);
    // A link used twice is not « taken by another account » the second time.
    const mine = email();
    const sentBefore = sink.received.length;
    await callAs(t.app, caller, 'POST', '/api/auth/change-email', {
      newEmail: mine,
      callbackURL: '/compte?email=modifie',
    });
    const link = firstLink(await sink.waitFor(mine, { after: sentBefore }));
    expect((await follow(link)).headers.location).toBe('/compte?email=modifie');
    expect((await session(caller))?.user.email).toBe(mine);
    expect(String((await follow(link)).headers.location)).not.toContain('USER_ALREADY_EXISTS');
    // Asking for the address it already has says so (it read « L’authentification a échoué »).
    const same = await callAs(t.app, caller, 'POST', '/api/auth/change-email', {
      newEmail: mine.toUpperCase(),
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      code: 'EMAIL_IS_THE_SAME',
      message: 'C’est déjà l’adresse e-mail de votre compte.',
    });
  });

  it('a reset asked for an unknown address answers the same and sends nothing', async () => {
    const before = sink.received.length;
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'personne@example.test', redirectTo: '/mot-de-passe/nouveau' },
    });
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toEqual({
      status: true,
      message:
        'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien valable 1\u00a0heure.',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.slice(before).filter((m) => m.to.includes('personne@'))).toEqual([]);
  });

  it('sends at most three reset e-mails per address per hour, and answers every request alike', async () => {
    const address = email();
    const { userId } = await signUp(address);
    const before = sink.received.length;
    const answers: unknown[] = [];
    for (let i = 0; i < 6; i += 1) {
      const ask = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: TEST_ORIGIN },
        payload: { email: address, redirectTo: '/mot-de-passe/nouveau' },
      });
      answers.push([ask.statusCode, ask.json()]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual([200, expect.objectContaining({ status: true })]);
    await sink.waitFor(address, { after: before, subject: 'Réinitialisez' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const resets = sink.received
      .slice(before)
      .filter((m) => m.to.includes(address) && m.subject.startsWith('Réinitialisez'));
    expect(resets).toHaveLength(3);
    // The links of the refused requests were not kept either: three pending links, three e-mails.
    const pending = await t.database.db
      .withTables<{ verification: { identifier: string; value: string } }>()
      .selectFrom('verification')
      .select('identifier')
      .where('value', '=', userId)
      .where('identifier', 'like', 'reset-password:%')
      .execute();
    expect(pending).toHaveLength(3);
  });

  it('exports everything the account owns, and nothing of anyone else', async () => {
    const owner = await signUp(email());
    const other = await signUp(email());
    const contract = await callAs(t.app, owner, 'POST', '/api/contracts', {
      title: 'Affiche du festival',
      isDraft: false,
      contractData: {
        auteur_type: 'Personne physique',
        type_contrat: ["Auteur (droits d'auteur)"],
        description_oeuvre: 'Affiche',
      },
    });
    expect(contract.statusCode, contract.body).toBeLessThan(300);
    await callAs(t.app, other, 'POST', '/api/contracts', {
      title: 'Contrat de quelqu’un d’autre',
      isDraft: true,
      contractData: {},
    });
    const client = await callAs(t.app, owner, 'POST', '/api/clients', {
      id: 'client-1',
      type: 'physical_person',
      gentille: 'Mme',
      nom: 'Martin',
      prenom: 'Léa',
    });
    expect(client.statusCode, client.body).toBeLessThan(300);
    await callAs(t.app, owner, 'POST', '/api/feedback', { message: 'Un avis signé' });
    await callAs(t.app, NOBODY, 'POST', '/api/feedback', { message: 'Un avis anonyme' });

    const response = await callAs(t.app, owner, 'GET', '/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="clausier-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data).toMatchObject({ format: 'clausier-account', version: 1 });
    expect(data.account).toMatchObject({ name: 'Camille Durand', email_verified: false });
    expect(data.account.sign_in_methods).toEqual([
      { provider: 'email-password', since: expect.any(String) },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/password"\s*:\s*"|scrypt|token/i);
    expect(data.contracts).toHaveLength(1);
    expect(data.contracts[0]).toMatchObject({
      title: 'Affiche du festival',
      format: 'clausier-contract',
    });
    expect(data.clients.map((c: { nom: string }) => c.nom)).toEqual(['Martin']);
    expect(data.feedback.map((f: { message: string }) => f.message)).toEqual(['Un avis signé']);
    expect(JSON.stringify(data)).not.toContain('quelqu’un d’autre');

    // Each exported contract re-imports as it is.
    const reimport = await callAs(t.app, other, 'POST', '/api/contracts/import', data.contracts[0]);
    expect(reimport.statusCode).toBe(201);
  });

  it('export and deletion need an account: 401 without a session, 403 for a visitor', async () => {
    expect((await callAs(t.app, NOBODY, 'GET', '/api/account/export')).statusCode).toBe(401);
    const visitor = await anonymousVisitor(t.app);
    const answer = await callAs(t.app, visitor, 'GET', '/api/account/export');
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.code).toBe('ACCOUNT_REQUIRED');
    expect((await callAs(t.app, visitor, 'DELETE', '/api/account', {})).statusCode).toBe(403);
  });

  /** Every row of every table, as text: where a deleted account's id or address could remain. */
  const everything = async (): Promise<string> => {
    const tables = [
      'user',
      'session',
      'account',
      'verification',
      'contracts',
      'clients',
      'profiles',
      'feedback',
      'releases',
      'release_participants',
      'rights_calendars',
      'rights_reminders_off',
      'rights_reminders_sent',
    ];
    const db = t.database.db.withTables<Record<string, Record<string, unknown>>>();
    const dump: unknown[] = [];
    for (const table of tables) dump.push(await db.selectFrom(table).selectAll().execute());
    return JSON.stringify(dump);
  };

  it('deletes the account with its password: nothing of it remains in any table, e-mail sent', async () => {
    const address = email();
    const owner = await signUp(address);
    const contract = await callAs(t.app, owner, 'POST', '/api/contracts', {
      title: 'À effacer',
      isDraft: true,
      contractData: { auteur_type: 'Personne physique' },
    });
    expect(contract.statusCode, contract.body).toBe(201);
    await callAs(t.app, owner, 'POST', '/api/feedback', { message: 'Avis à effacer' });
    // The calendar feed is the account's; a contract's reminder setting goes with the contract.
    expect((await callAs(t.app, owner, 'POST', '/api/rights/calendar')).statusCode).toBe(201);
    const muted = await callAs(
      t.app,
      owner,
      'PUT',
      `/api/contracts/${contract.json().id}/reminders`,
      {
        enabled: false,
      },
    );
    expect(muted.statusCode).toBe(200);
    expect(await everything()).toContain(contract.json().id);
    // A pending reset link names the user too.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: address, redirectTo: '/mot-de-passe/nouveau' },
    });
    expect(await everything()).toContain(owner.userId);

    const missing = await callAs(t.app, owner, 'DELETE', '/api/account', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('PASSWORD_REQUIRED');
    const wrong = await callAs(t.app, owner, 'DELETE', '/api/account', { password: 'pas le bon' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe('Mot de passe incorrect.');

    const before = sink.received.length;
    const done = await callAs(t.app, owner, 'DELETE', '/api/account', { password: PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'deleted' });
    expect(String(done.headers['set-cookie'])).toContain(
      'clausier.session_token=; Path=/; Max-Age=0',
    );

    const dump = await everything();
    expect(dump).not.toContain(owner.userId);
    expect(dump).not.toContain(address);
    expect(dump).not.toContain('Avis à effacer');
    expect(dump).not.toContain(contract.json().id);
    expect(await session(owner)).toBeNull();
    expect((await signIn(address, PASSWORD)).statusCode).toBe(401);
    const mail = await sink.waitFor(address, { after: before, subject: 'Votre compte' });
    expect(mail.subject).toBe('Votre compte a été supprimé – Clausier');
  });

  it('exports the account’s séances with their participants, no link token; deletion erases them', async () => {
    const address = email();
    const owner = await signUp(address);
    await confirmAddress(t.app, sink, address);
    const created = await callAs(t.app, owner, 'POST', '/api/releases', {
      title: 'Défilé Printemps',
      template: TERMS_INPUT,
      consent: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, url } = created.json() as { id: string; url: string };
    const token = new URL(url).pathname.split('/').at(-1)!;
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/releases/public/${token}/participants`,
      headers: { origin: TEST_ORIGIN },
      payload: { model: { ...ADULT_MODEL, email: `lea-${address}` } },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect((await callAs(t.app, owner, 'POST', `/api/releases/${id}/close`)).statusCode).toBe(200);

    const response = await callAs(t.app, owner, 'GET', '/api/account/export');
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.releases).toEqual([
      expect.objectContaining({
        id,
        title: 'Défilé Printemps',
        created_at: expect.any(String),
        closed_at: expect.any(String),
        open: false,
        terms: expect.objectContaining({ type_cession: 'Gratuite' }),
        consent: expect.objectContaining({
          text: expect.stringContaining('J’ai lu les conditions'),
        }),
        participants: [
          expect.objectContaining({
            name: 'Léa Durand',
            status: 'invited',
            joined_at: expect.any(String),
            // The photographer's slot is signed by the consent given on creating the séance.
            signers: expect.arrayContaining([
              { name: 'Mme Léa Durand', role: 'modele', status: 'invited' },
              { name: 'M. Hugo Bernard', role: 'cessionnaire', status: 'signed' },
            ]),
          }),
        ],
      }),
    ]);
    const releases = JSON.stringify(data.releases);
    expect(releases).not.toContain(token);
    expect(releases).not.toMatch(/"[a-z_]*(token|hash|sha256)[a-z_]*"\s*:/i);
    expect(releases).not.toContain('/seance/');

    expect(await everything()).toContain(id);
    const done = await callAs(t.app, owner, 'DELETE', '/api/account', { password: PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    const dump = await everything();
    expect(dump).not.toContain(id);
    expect(dump).not.toContain(owner.userId);
  }, 60_000);

  it('an account without a password confirms its deletion through an e-mailed link', async () => {
    const address = email();
    const owner = await signUp(address);
    // As if it signed in through a provider only: no credential, a provider account instead.
    const auth = t.database.db.withTables<{
      account: { userId: string; providerId: string; accountId: string };
    }>();
    await auth
      .updateTable('account')
      .set({ providerId: 'github', accountId: '424242' })
      .where('userId', '=', owner.userId ?? '')
      .execute();

    const before = sink.received.length;
    const asked = await callAs(t.app, owner, 'DELETE', '/api/account', {});
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'confirmation-sent' });
    const mail = await sink.waitFor(address, {
      after: before,
      subject: 'Confirmez la suppression',
    });
    expect(mail.subject).toBe('Confirmez la suppression de votre compte – Clausier');
    const link = new URL(firstLink(mail));
    expect(link.pathname).toBe('/compte');
    const token = link.searchParams.get('supprimer') ?? '';
    expect(token.length).toBeGreaterThan(20);

    const forged = await callAs(t.app, owner, 'DELETE', '/api/account', { token: `${token}x` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('DELETION_LINK_INVALID');
    // Another account cannot use this link.
    const stranger = await signUp(email());
    await auth
      .updateTable('account')
      .set({ providerId: 'github' })
      .where('userId', '=', stranger.userId ?? '')
      .execute();
    expect((await callAs(t.app, stranger, 'DELETE', '/api/account', { token })).statusCode).toBe(
      400,
    );

    const done = await callAs(t.app, owner, 'DELETE', '/api/account', { token });
    expect(done.statusCode).toBe(200);
    const dump = await everything();
    expect(dump).not.toContain(owner.userId);
    expect(dump).not.toContain(address);
  });
});
