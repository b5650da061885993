import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomApp } from '../test-support/custom-app';
import { TEST_ORIGIN } from '../test-support/sessions';
import { rateLimitGroup } from './rate-limit';

describe('rate limits', () => {
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  beforeAll(async () => {
    t = await createCustomApp('sqlite', {
      rateLimits: { auth: 3, generation: 2, windowMs: 60_000 },
    });
  });
  afterAll(async () => t?.close());

  const feedback = (ip: string, url = '/api/feedback') =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { origin: TEST_ORIGIN },
      payload: { message: 'Bien !' },
    });

  it('classifies the limited paths', () => {
    expect(rateLimitGroup('/api/auth/sign-in/email')).toBe('auth');
    expect(rateLimitGroup('/api/generate-pdf?x=1')).toBe('generation');
    expect(rateLimitGroup('/api/feedback')).toBe('generation');
    expect(rateLimitGroup('/api/auth-providers')).toBeNull();
    expect(rateLimitGroup('/api/auth/get-session')).toBeNull();
    expect(rateLimitGroup('/api/auth/sign-up/email')).toBe('auth');
    expect(rateLimitGroup('/api/contracts')).toBeNull();
    // A signing link's code can be guessed or e-mailed; the verifier parses PDFs.
    // As strict as sign-in, counted apart.
    expect(rateLimitGroup('/api/sign/abc/code')).toBe('signing');
    expect(rateLimitGroup('/api/verify')).toBe('signing');
    // A séance's public pair makes contracts and sends e-mails: limited, apart from signing;
    // the photographer's own calls are not.
    expect(rateLimitGroup('/api/releases/public/abc')).toBe('release');
    expect(rateLimitGroup('/api/releases/public/abc/participants')).toBe('release');
    expect(rateLimitGroup('/api/releases')).toBeNull();
    expect(rateLimitGroup('/api/releases/0b9f0f7e-3a51-4a8e-9a57-5d2b8a2f6c10')).toBeNull();
  });

  it('a signing page opened many times from one address leaves its sign-in attempts alone', async () => {
    const from = (url: string) =>
      t.app.inject({
        method: url.includes('sign-in') ? 'POST' : 'GET',
        url,
        remoteAddress: '10.0.0.7',
        headers: { origin: TEST_ORIGIN },
        ...(url.includes('sign-in')
          ? { payload: { email: 'personne@example.fr', password: 'mauvais-mot-de-passe' } }
          : {}),
      });
    for (let i = 0; i < 3; i += 1)
      expect((await from(`/api/sign/${'x'.repeat(43)}`)).statusCode).not.toBe(429);
    expect((await from(`/api/sign/${'x'.repeat(43)}`)).statusCode).toBe(429);
    expect((await from('/api/auth/sign-in/email')).statusCode).not.toBe(429);
  });

  it('answers 429 in French past the limit, per IP', async () => {
    expect((await feedback('10.0.0.1')).statusCode).toBe(201);
    expect((await feedback('10.0.0.1')).statusCode).toBe(201);
    const limited = await feedback('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Trop de requêtes. Veuillez patienter un instant avant de réessayer.',
      },
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await feedback('10.0.0.2')).statusCode).toBe(201);
  });

  it('counts a percent-encoded spelling of the path as the path itself (canonical-url.ts)', async () => {
    expect((await feedback('10.0.0.9', '/api/%66eedback')).statusCode).toBe(201);
    expect((await feedback('10.0.0.9', '/%61pi/feedback')).statusCode).toBe(201);
    expect((await feedback('10.0.0.9', '/api/%66%65edback')).statusCode).toBe(429);
    expect((await feedback('10.0.0.9')).statusCode).toBe(429);
  });

  it('limits /api/auth/* separately', async () => {
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.0.0.3',
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'personne@example.fr', password: 'mauvais-mot-de-passe' },
      });
    for (let i = 0; i < 3; i += 1) expect((await signIn()).statusCode).not.toBe(429);
    const limited = await signIn();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });

  it('leaves the other routes alone', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await t.app.inject({ url: '/api/health', remoteAddress: '10.0.0.1' })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ url: '/api/user-profile', remoteAddress: '10.0.0.1' })).statusCode,
      ).toBe(200);
    }
  });
});
