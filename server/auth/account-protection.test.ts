import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '@core/schemas/auth-messages';
import { PASSWORD_TOO_WEAK_PREFIX } from '@core/rules/password-strength';
import { anonymousVisitor, callAs, TEST_ORIGIN } from '../test-support/sessions';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { SIGN_IN_LIMITS } from './sign-in-throttle';
import { BACKENDS, cookieHeader, createTestApp } from './test-support';

const PASSWORD = 'mot-de-passe-solide-42';
const setCookies = (value: string | string[] | number | undefined): string[] =>
  value === undefined ? [] : ([] as string[]).concat(value as string[]);

/** The JSON "shape" of a value: keys in order and the type of each leaf. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.entries(value).map(([key, inner]) => [key, shape(inner)]);
  return typeof value;
}

describe.each(BACKENDS)('account protection (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const signUp = (email: string, password = PASSWORD, name = 'Camille Martin', cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { email, password, name },
    });
  const signIn = (email: string, password: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
    });
  const userCount = async () =>
    Number(
      (
        await t.database.db
          .withTables<{ user: { id: string } }>()
          .selectFrom('user')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('sign-up does not reveal whether an address is registered', () => {
    it('answers a taken address exactly like a new one, and creates, changes and signs in nothing', async () => {
      await signUp('deja.inscrite@example.fr');
      const before = await userCount();

      const fresh = await signUp('nouvelle@example.fr', 'une-autre-phrase-secrete', 'Zoé Durand');
      const taken = await signUp(
        'DEJA.inscrite@example.fr',
        'une-autre-phrase-secrete',
        'Zoé Durand',
      );

      // Attack of the issue: 422 « Un compte existe déjà » vs 200 told them apart.
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.statusCode).toBe(200);
      expect(shape(taken.json())).toEqual(shape(fresh.json()));
      expect(taken.json().user).toMatchObject({
        email: 'deja.inscrite@example.fr',
        name: 'Zoé Durand',
        emailVerified: false,
      });
      expect(taken.json().user.id).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);

      // Only the new address got an account and a session.
      expect(await userCount()).toBe(before + 1);
      expect(
        setCookies(fresh.headers['set-cookie']).some((c) =>
          c.startsWith('clausier.session_token='),
        ),
      ).toBe(true);
      expect(taken.headers['set-cookie']).toBeUndefined();
      // The existing account is untouched: its password and name are the owner's.
      expect(
        (await signIn('deja.inscrite@example.fr', 'une-autre-phrase-secrete', '10.0.0.50'))
          .statusCode,
      ).toBe(401);
      const owner = await signIn('deja.inscrite@example.fr', PASSWORD, '10.0.0.50');
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user.name).toBe('Camille Martin');
    });

    it('takes as long for a taken address as for a new one (the password is hashed either way)', async () => {
      await signUp('chrono@example.fr');
      const timeOf = async (email: string) => {
        const started = performance.now();
        await signUp(email, 'une-autre-phrase-secrete');
        return performance.now() - started;
      };
      const median = (values: number[]) =>
        values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
      const fresh: number[] = [];
      const taken: number[] = [];
      for (let index = 0; index < 5; index++) {
        fresh.push(await timeOf(`chrono-${index}@example.fr`));
        taken.push(await timeOf('chrono@example.fr'));
      }
      // Without the hash the duplicate answered in a fraction of a creation's time.
      expect(median(taken)).toBeGreaterThan(median(fresh) * 0.4);
    });

    it('leaves an anonymous visitor who signs up with a taken address anonymous, data in place', async () => {
      await signUp('prise@example.fr');
      const visitor = await anonymousVisitor(t.app);
      await callAs(t.app, visitor, 'POST', '/api/clients', {
        type: 'legal_entity',
        nom: 'ACME',
        forme_juridique: 'SAS',
      });
      const response = await signUp(
        'prise@example.fr',
        'une-autre-phrase-secrete',
        'Intrus',
        visitor.cookie,
      );
      expect(response.statusCode).toBe(200);
      const session = await t.app.inject({
        url: '/api/auth/get-session',
        headers: { origin: TEST_ORIGIN, cookie: visitor.cookie },
      });
      expect(session.json().user).toMatchObject({ id: visitor.userId, isAnonymous: true });
      const clients = await callAs(t.app, visitor, 'GET', '/api/clients');
      expect(clients.json().clients).toHaveLength(1);
    });
  });

  describe('password strength', () => {
    it.each([
      ['password1234', 'ce mot de passe ressemble à un mot de passe couramment utilisé.'],
      [' '.repeat(12), 'un caractère répété'],
    ])('refuses %j at sign-up with the reason in French', async (password, reason) => {
      const before = await userCount();
      const response = await signUp(
        `faible-${password.length}-${password.trim().length}@example.fr`,
        password,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'PASSWORD_TOO_WEAK',
        fields: [{ path: 'password' }],
      });
      expect(response.json().message).toMatch(new RegExp(`^${PASSWORD_TOO_WEAK_PREFIX}`));
      expect(response.json().message).toContain(reason);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await userCount()).toBe(before);
    });

    it('refuses a password made of the person’s own name', async () => {
      const response = await signUp(
        'camille.martin@example.fr',
        'CamilleMartin1',
        'Camille Martin',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('votre nom, votre adresse e-mail');
      // Name and year, which zxcvbn alone scores « solide » (core/rules/password-strength.ts).
      const year = await signUp('sophie.lenoir@example.fr', 'sophielenoir2026', 'Sophie Lenoir');
      expect(year.statusCode).toBe(400);
      expect(year.json().message).toContain('votre nom, votre adresse e-mail');
    });

    it('refuses a weak new password at password change', async () => {
      const created = await signUp('change@example.fr');
      const cookie = cookieHeader(created.headers['set-cookie']);
      const weak = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { origin: TEST_ORIGIN, cookie },
        payload: { currentPassword: PASSWORD, newPassword: 'password1234' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({
        code: 'PASSWORD_TOO_WEAK',
        fields: [{ path: 'newPassword' }],
      });
      const strong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { origin: TEST_ORIGIN, cookie },
        payload: { currentPassword: PASSWORD, newPassword: 'soleil-de-printemps-42' },
      });
      expect(strong.statusCode).toBe(200);
    });
  });

  describe('failed sign-ins are limited per account, not only per IP', () => {
    const wrong = 'pas-le-bon-mot-de-passe';

    it('stops one IP after 5 failures on an account, even with the right password, in French', async () => {
      await signUp('cible-ip@example.fr');
      for (let index = 0; index < SIGN_IN_LIMITS.perAccountAndIp; index++) {
        expect((await signIn('cible-ip@example.fr', wrong, '10.1.0.1')).statusCode).toBe(401);
      }
      const locked = await signIn('cible-ip@example.fr', PASSWORD, '10.1.0.1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        code: 'ACCOUNT_TEMPORARILY_LOCKED',
        message: AUTH_ERROR_MESSAGES.ACCOUNT_TEMPORARILY_LOCKED,
      });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(
        SIGN_IN_LIMITS.windowMs / 1000,
      );
      // Another account from the same IP is not affected.
      await signUp('voisine@example.fr');
      expect((await signIn('voisine@example.fr', PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    });

    it('a second (and third) IP does not continue on the same account for long', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      await signUp('cible-distribuee@example.fr');
      // Attack of the issue: rotating IPs kept guessing on one account.
      let sent = 0;
      for (let ip = 1; sent < SIGN_IN_LIMITS.perAccount; ip++) {
        for (let index = 0; index < 4 && sent < SIGN_IN_LIMITS.perAccount; index++, sent++) {
          expect(
            (await signIn('cible-distribuee@example.fr', wrong, `10.2.0.${ip}`)).statusCode,
          ).toBe(401);
        }
      }
      const next = await signIn('cible-distribuee@example.fr', wrong, '10.2.9.9');
      expect(next.statusCode).toBe(429);
      expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(
        SIGN_IN_LIMITS.accountLockMs / 1000,
      );
      // The lock is short: a minute later the right password goes through from a fresh IP.
      vi.setSystemTime(Date.now() + SIGN_IN_LIMITS.accountLockMs + 1000);
      expect((await signIn('cible-distribuee@example.fr', PASSWORD, '10.2.9.9')).statusCode).toBe(
        200,
      );
    });

    it('does not lock the owner out of their usual browser when an attacker shares their IP (NAT)', async () => {
      await signUp('derriere-le-nat@example.fr');
      const nat = '192.0.2.10';
      const first = await signIn('derriere-le-nat@example.fr', PASSWORD, nat);
      expect(first.statusCode).toBe(200);
      const device = setCookies(first.headers['set-cookie']).find((c) =>
        c.startsWith(`${KNOWN_DEVICE_COOKIE}=`),
      );
      expect(device).toMatch(/HttpOnly/);
      expect(device).toMatch(/Path=\/api\/auth\/sign-in/);
      const deviceCookie = (device as string).split(';')[0] as string;

      // Attack of the issue: same NAT, 20 wrong guesses, then the owner is locked out.
      for (let index = 0; index < 20; index++)
        await signIn('derriere-le-nat@example.fr', wrong, nat);
      expect((await signIn('derriere-le-nat@example.fr', PASSWORD, nat)).statusCode).toBe(429);
      expect(
        (await signIn('derriere-le-nat@example.fr', PASSWORD, nat, deviceCookie)).statusCode,
      ).toBe(200);
      // The browser cookie counts for its own account only, and a forged one is worthless.
      expect(
        (
          await signIn(
            'derriere-le-nat@example.fr',
            PASSWORD,
            nat,
            `${KNOWN_DEVICE_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA.faux`,
          )
        ).statusCode,
      ).toBe(429);
    });

    it('gives a known browser its own limited counter', async () => {
      await signUp('appareil@example.fr');
      const first = await signIn('appareil@example.fr', PASSWORD, '10.3.0.1');
      const deviceCookie = (
        setCookies(first.headers['set-cookie']).find((c) =>
          c.startsWith(`${KNOWN_DEVICE_COOKIE}=`),
        ) as string
      ).split(';')[0] as string;
      for (let index = 0; index < SIGN_IN_LIMITS.perKnownDevice; index++) {
        expect(
          (await signIn('appareil@example.fr', wrong, '10.3.0.1', deviceCookie)).statusCode,
        ).toBe(401);
      }
      expect(
        (await signIn('appareil@example.fr', PASSWORD, '10.3.0.1', deviceCookie)).statusCode,
      ).toBe(429);
    });
  });
});
