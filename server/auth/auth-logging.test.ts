import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomApp } from '../test-support/custom-app';
import { TEST_ORIGIN } from '../test-support/sessions';
import { BACKENDS } from './test-support';

/**
 * No e-mail address in any log line: better-auth logged "Sign-up attempt for existing email:
 * <address>" to the console, and passed PostgreSQL errors whose `detail` quotes the row
 * ("Key (email)=(<address>) already exists"). Its logger now goes through the app's pino logger,
 * which masks addresses in every line.
 */
const ADDRESS = /[\w.+-]+@[\w-]+\.[\w.]+/;

describe.each(BACKENDS)('logs without personal data (%s)', (backend) => {
  const lines: string[] = [];
  const consoleLines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let t: Awaited<ReturnType<typeof createCustomApp>>;

  beforeAll(async () => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleLines.push(args.map(String).join(' '));
      });
    }
    t = await createCustomApp(backend, { logLevel: 'debug' }, stream);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });

  it('masks the address in better-auth’s messages and in database errors', async () => {
    const account = {
      email: 'jeanne.secret@example.fr',
      password: 'mot-de-passe-solide-42',
      name: 'Jeanne',
    };
    expect((await post('/api/auth/sign-up/email', account)).statusCode).toBe(200);
    // better-auth logs the address of a duplicate sign-up.
    expect((await post('/api/auth/sign-up/email', account)).statusCode).toBe(200);
    expect(
      (await post('/api/auth/sign-in/email', { email: account.email, password: 'pas-le-bon-mot' }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await post('/api/auth/sign-in/email', {
          email: 'inconnue.secret@example.fr',
          password: 'pas-le-bon-mot',
        })
      ).statusCode,
    ).toBe(401);
    // Concurrent sign-ups for one new address: the losers hit the unique index.
    const race = { ...account, email: 'course.secret@example.fr' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/auth/sign-up/email', race)),
    );
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    // A real unique violation, logged the ways the app and better-auth log errors.
    const duplicate = await t.database.db
      .withTables<{
        user: {
          id: string;
          name: string;
          email: string;
          emailVerified: boolean | number;
          createdAt: string;
          updatedAt: string;
        };
      }>()
      .insertInto('user')
      .values({
        id: 'doublon',
        name: 'X',
        email: account.email,
        emailVerified: backend === 'postgres' ? false : 0,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(duplicate).toBeInstanceOf(Error);
    expect((duplicate as Error).message).toMatch(/unique/i);
    t.app.log.error({ err: duplicate }, 'erreur inattendue');
    (await t.app.auth.$context).logger.error('Failed to create user', duplicate);

    const text = lines.join('');
    expect(text).toContain('"source":"better-auth"');
    expect(text).toContain('[masqué]');
    expect(text).not.toMatch(ADDRESS);
    for (const secret of [
      'jeanne.secret',
      'inconnue.secret',
      'course.secret',
      'mot-de-passe-solide-42',
    ])
      expect(text).not.toContain(secret);
    // Nothing went around the logger to the console.
    expect(consoleLines.filter((line) => ADDRESS.test(line))).toEqual([]);
  });
});
