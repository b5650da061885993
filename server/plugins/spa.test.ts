import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomApp } from '../test-support/custom-app';
import { TEST_ORIGIN } from '../test-support/sessions';

/** A stand-in for dist/web: the real build is exercised by e2e; here the routing is. */
const INDEX =
  '<!doctype html><html lang="fr"><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div><style nonce="__CSP_NONCE__">.boot-late{}</style></body></html>';

const PRERENDERED_ROOT = '<div id="root"><main><h1>Mentions légales</h1></main></div>';

/** The nonce a page carries and the one its CSP allows for <style> elements. */
function nonces(html: string, csp: unknown) {
  return {
    page: /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1],
    styleSrc: /style-src 'self' 'nonce-([^']+)'(;|$)/.exec(String(csp))?.[1],
  };
}

describe('SPA and health', () => {
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'clausier-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), INDEX);
    writeFileSync(join(webDir, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(join(webDir, 'assets', 'index-abc.js.br'), brotliCompressSync('console.log(1)'));
    // What the build writes (build/route-preloads.ts), with one entry a server must not trust.
    writeFileSync(
      join(webDir, 'route-preloads.json'),
      JSON.stringify({
        '/': [],
        '/editor/:contractId': ['/assets/editor-1.js', 'javascript:alert(1)'],
        '/contracts': ['/assets/contracts-1.js'],
        '/contracts/:contractId': [],
        '/wizard/finalize/:contractId': [],
        '/seance/:token': [],
        '/signer/:token': [],
        '/legal': [],
        '*': [],
      }),
    );
    // A public page as the build prerenders it (build/prerender.ts): its markup in #root.
    mkdirSync(join(webDir, 'prerendered'));
    writeFileSync(
      join(webDir, 'prerendered', 'legal.html'),
      INDEX.replace('<div id="root"></div>', PRERENDERED_ROOT),
    );
    t = await createCustomApp('sqlite', { webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('GET /api/health → {status:"ok"}', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it.each(['/editor/abc', '/wizard/finalize/123', '/contracts', '/'])(
    'a reload on %s returns index.html with a strict CSP',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const { page, styleSrc } = nonces(response.body, response.headers['content-security-policy']);
      expect(page).toBe(styleSrc);
      expect(
        response.body
          .replace(/<link rel="(modulepreload|preload)"[^>]*>/g, '')
          .replaceAll(page!, '__CSP_NONCE__'),
      ).toBe(INDEX);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/une-page-inexistante', '/nope.txt', '/contracts/a/b'])(
    'a path no page answers (%s) gets the app’s « page introuvable » with a 404',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each(['/seance/%E2%80%AEabc', '/signer/%E2%81%A6x', '/contracts/%EF%BF%BE?x=%00'])(
    'a page link with characters the API refuses (%s) still gets the app, which says what is wrong',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    },
  );

  it('announces the page’s own code in the head it sends, compressed when accepted', async () => {
    const editor = await t.app.inject({ url: '/editor/42' });
    expect(editor.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/editor-1.js">',
    );
    expect(editor.body).not.toContain('javascript:');
    expect(editor.body).not.toContain('contracts-1');
    const compressed = await t.app.inject({
      url: '/contracts',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('contracts-1.js');
  });

  it('announces the page’s first API reads in its head, its contract’s id encoded', async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]*)">/g)].map(
        (m) => m[1],
      );
    const editor = await t.app.inject({ url: '/editor/42?x=1' });
    expect(preloads(editor.body)).toEqual([
      '/api/auth/get-session',
      '/api/contracts/42',
      '/api/contracts/42/elements',
    ]);
    expect(preloads((await t.app.inject({ url: '/' })).body)).toEqual(['/api/auth/get-session']);
    expect(preloads((await t.app.inject({ url: '/contracts' })).body)).toEqual([
      '/api/auth/get-session',
      '/api/contracts',
      '/api/signature-requests',
    ]);
    // A hostile id stays inside its attribute, percent-encoded as the page's own call spells it.
    const hostile = await t.app.inject({
      url: '/editor/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert');
    expect(preloads(hostile.body)).toContain(
      '/api/contracts/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E/elements',
    );
  });

  it('gives every page answer its own style nonce, the same in its CSP and in its head', async () => {
    const seen = new Set<string>();
    for (const [url, encoding] of [
      ['/', 'identity'],
      ['/', 'identity'],
      ['/contracts', 'br'],
      ['/editor/1', 'gzip'],
      ['/index.html', 'identity'],
    ] as const) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
      const body =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload).toString()
          : encoding === 'gzip'
            ? gunzipSync(response.rawPayload).toString()
            : response.body;
      const { page, styleSrc } = nonces(body, response.headers['content-security-policy']);
      expect(page).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(styleSrc).toBe(page);
      // The body's <style> (the message shown when the app cannot start) gets the same nonce.
      expect(/<style nonce="([^"]+)">/.exec(body)?.[1]).toBe(page);
      expect(body).not.toContain('__CSP_NONCE__');
      seen.add(page!);
    }
    expect(seen.size).toBe(5);
    // Only <style> elements get the nonce: scripts stay 'self' alone.
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    // API answers keep the plain policy.
    const api = await t.app.inject({ url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).toMatch(/style-src 'self'(;|$)/);
  });

  it('sends a public page prerendered, its nonce filled, and never the file as it is', async () => {
    for (const url of ['/legal', '/legal?x=1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(PRERENDERED_ROOT);
      const { page, styleSrc } = nonces(response.body, response.headers['content-security-policy']);
      expect(page).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(styleSrc).toBe(page);
      expect(response.body).not.toContain('__CSP_NONCE__');
    }
    // Other pages, prerendered or not by the build, get the empty #root.
    expect((await t.app.inject({ url: '/contracts' })).body).toContain('<div id="root"></div>');
    expect((await t.app.inject({ url: '/' })).body).toContain('<div id="root"></div>');
    const raw = await t.app.inject({ url: '/prerendered/legal.html' });
    expect(raw.body).not.toContain(PRERENDERED_ROOT);
    expect(raw.body).not.toContain('__CSP_NONCE__');
  });

  it('sends the new index.html after a build under the running server', async () => {
    const rebuilt = INDEX.replace('index-abc.js', 'index-def.js');
    writeFileSync(join(webDir, 'index.html'), rebuilt);
    const later = new Date(Date.now() + 5000);
    utimesSync(join(webDir, 'index.html'), later, later);
    try {
      const response = await t.app.inject({ url: '/contracts' });
      expect(response.body).toContain('/assets/index-def.js');
      expect(response.body).not.toContain('index-abc.js');
    } finally {
      writeFileSync(join(webDir, 'index.html'), INDEX);
      const after = new Date(Date.now() + 10_000);
      utimesSync(join(webDir, 'index.html'), after, after);
    }
    expect((await t.app.inject({ url: '/' })).body).toContain('index-abc.js');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the pre-compressed file to a browser that accepts it, the plain one otherwise', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it.each([
    ['GET', '/api/unknown'],
    ['POST', '/api/unknown'],
    ['GET', '/api'],
    ['GET', '/assets/missing.js'],
    ['DELETE', '/editor/abc'],
  ] as const)('%s %s → French 404 JSON, never index.html', async (method, url) => {
    // From our own pages (the origin guard refuses a foreign write before routing).
    const response = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'La ressource demandée n’existe pas.' },
    });
  });
});
