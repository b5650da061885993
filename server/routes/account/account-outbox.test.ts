import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader } from '@server/auth/test-support';
import { createCustomApp } from '@server/test-support/custom-app';
import { callAs, TEST_ORIGIN } from '@server/test-support/sessions';

const PASSWORD = 'mot-de-passe-solide-42';

/**
 * Without SMTP_URL every e-mail is a file of DATA_DIR/outbox: deleting an account deletes the
 * messages that were for it (verification and reset links, the person's name), and only those.
 */
describe('account deletion and the development outbox', () => {
  const outboxDir = join(mkdtempSync(join(tmpdir(), 'clausier-account-outbox-')), 'outbox');
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  beforeAll(async () => {
    t = await createCustomApp('sqlite', {
      mail: { from: 'Clausier <ne-pas-repondre@clausier.test>', outboxDir },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  const signUp = async (address: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: address, password: PASSWORD, name: 'Camille Durand' },
    });
    expect(response.statusCode).toBe(200);
    return {
      name: address,
      cookie: cookieHeader(response.headers['set-cookie']),
      userId: (response.json() as { user: { id: string } }).user.id,
    };
  };
  /** The outbox's messages to an address, by subject. */
  const subjectsFor = async (address: string) => {
    await t.app.mailer.idle();
    return readdirSync(outboxDir)
      .map((name) => readFileSync(join(outboxDir, name), 'utf8'))
      .filter((eml) => eml.includes(`To: ${address}`))
      .map((eml) => /^Subject: (.*)$/m.exec(eml)?.[1] ?? '');
  };

  it('deletes the messages to the erased account and leaves the notice of its deletion', async () => {
    const leaving = 'partante@example.test';
    const staying = 'restante@example.test';
    const owner = await signUp(leaving);
    await signUp(staying);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: leaving, redirectTo: '/mot-de-passe/nouveau' },
    });
    expect(await subjectsFor(leaving)).toHaveLength(2);
    const stayingBefore = await subjectsFor(staying);
    expect(stayingBefore).toHaveLength(1);

    const done = await callAs(t.app, owner, 'DELETE', '/api/account', { password: PASSWORD });
    expect(done.statusCode).toBe(200);

    const left = await subjectsFor(leaving);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/supprim/);
    expect(await subjectsFor(staying)).toEqual(stayingBefore);
  });
});
