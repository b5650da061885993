import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomApp } from '../test-support/custom-app';
import { PUBLIC_PAGES } from '@core/site/public-pages';

describe('/robots.txt and /sitemap.xml', () => {
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let webDir: string;

  beforeAll(async () => {
    // A built app: without these routes, both paths got its page (the SPA's fallback).
    webDir = mkdtempSync(join(tmpdir(), 'clausier-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createCustomApp('sqlite', { webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers robots.txt as text: the API and personal pages closed, the sitemap named', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/editor/', '/signer/', '/compte', '/contracts'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(response.body).not.toContain('<');
  });

  it('lists every public page at the public address in sitemap.xml, and nothing else', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.map((path) => `http://localhost:3000${path}`));
    expect(locs).not.toContain('http://localhost:3000/contracts');
  });
});
