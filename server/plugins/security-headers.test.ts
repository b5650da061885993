import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../auth/test-support';
import { CSP_HEADER } from './security';

/**
 * Every answer carries the same security headers (server/plugins/security.ts): an API answer, a
 * refusal, a page (whose CSP adds its own nonce) and a missing asset. Written out in full so a
 * change of how they are set (helmet's middleware built once since 27 November 2026) cannot drop
 * one unnoticed.
 */
const EXPECTED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it.each([
    ['/api/health', 200],
    ['/api/contracts', 401],
    ['/assets/absent.js', 404],
  ])('GET %s (%i) carries them all, with the strict CSP', async (url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({ ...EXPECTED, 'content-security-policy': CSP_HEADER });
  });

  it('a page carries them all, its CSP with a fresh style nonce', async () => {
    const csp = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/contracts' });
      expect(response.headers).toMatchObject(EXPECTED);
      return String(response.headers['content-security-policy']);
    };
    const [first, second] = [await csp(), await csp()];
    expect(first).toMatch(/style-src 'self' 'nonce-[\w+/=]+';/);
    expect(first.replace(/'nonce-[^']+'/, "'nonce'")).toBe(
      CSP_HEADER.replace("style-src 'self'", "style-src 'self' 'nonce'"),
    );
    expect(first).not.toBe(second);
  });

  it('no X-Powered-By and no CORS allowance', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
