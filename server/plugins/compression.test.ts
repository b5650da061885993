import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDraft } from '@core/templates/test-drafts';
import { readyLargestDraft } from '@server/render/fixtures/largest-draft';
import { SYNC_COMPRESSION_MAX_BYTES } from './compression';
import { createTestApp } from '../auth/test-support';
import { headersFor, signUp, type Caller } from '../test-support/sessions';

/** The API's answers through the real app (compression.ts): compressed when asked, never twice. */
describe('compressed API answers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Caller;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    owner = await signUp(t.app, 'compression@example.fr');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: headersFor(owner),
      payload: { contractData: makeDraft(), title: 'Affiche', isDraft: false, fromStep6: true },
    });
    expect(created.statusCode).toBe(201);
    id = created.json<{ id: string }>().id;
  }, 60_000);
  afterAll(async () => t?.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      url,
      headers: { ...headersFor(owner), ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('sends a contract’s elements in brotli or gzip, the same JSON once decoded', async () => {
    const plain = await get(`/api/contracts/${id}/elements`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await get(`/api/contracts/${id}/elements`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get(`/api/contracts/${id}/elements`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses a text preview (tens of kilobytes, in one call) the same way', async () => {
    const preview = (encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/preview',
        headers: { ...headersFor(owner), 'accept-encoding': encoding },
        payload: readyLargestDraft(),
      });
    const plain = await preview('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Above the plugin's streaming default on two cores (8 KiB), under the one-call ceiling.
    expect(plain.rawPayload.length).toBeGreaterThan(30_000);
    expect(plain.rawPayload.length).toBeLessThan(SYNC_COMPRESSION_MAX_BYTES);

    const br = await preview('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await preview('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers and PDFs as they are', async () => {
    const health = await get('/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
    const pdf = await get(`/api/contracts/${id}/pdf`, 'br');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a compressed request body with a 4xx, never inflating it', async () => {
    const body = gzipSync(JSON.stringify({ contractData: makeDraft(), title: 'x' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: {
        ...headersFor(owner),
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: body,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
