import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../../plugins/error-handler';
import { AUTHOR_NAME, combinedContractFixture } from '../../render/fixtures/combined-contract';
import { ASSIGNEE, AUTHOR, largestCombinedDraft } from '../../render/fixtures/largest-draft';
import { pdfInfo, pdfText } from '../../render/fixtures/read-pdf';
import { documentRoutes } from './index';

// The route plugin exactly as apiRoutes registers it (its own lazily-created pool), plus a
// cheap route standing for every other request the server answers meanwhile.
const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
beforeAll(async () => {
  await app.register(errorHandlerPlugin);
  await app.register(documentRoutes, { prefix: '/api' });
  app.get('/api/ping', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
const flat = (s: string) => s.replace(/-\n/g, '').replace(/\s+/g, ' ');

describe('POST /api/generate-pdf', () => {
  it('answers the PDF of the draft as an attachment named from the sanitised filename', async () => {
    const res = await post('/api/generate-pdf', { contractData: largestCombinedDraft(), filename: 'Contrat Hélène / "final"', user_id: 'anon_1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"/\\]+\.pdf"; filename\*=UTF-8''Contrat%20H%C3%A9l%C3%A8ne%20final\.pdf$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(pdfText(res.rawPayload));
    expect(text).toContain(`${AUTHOR.prenom} ${AUTHOR.nom}`);
    expect(text).toContain(ASSIGNEE.nom);
    expect(pdfInfo(res.rawPayload)['Page size']).toContain('A4');
  });

  it('defaults the name to contrat.pdf', async () => {
    const res = await post('/api/generate-pdf', { contractData: largestCombinedDraft() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="contrat.pdf"');
  });

  it('also renders a document the editor sends', async () => {
    const res = await post('/api/generate-pdf', { document: combinedContractFixture(), filename: 'édité' });
    expect(res.statusCode).toBe(200);
    expect(flat(pdfText(res.rawPayload))).toContain(AUTHOR_NAME);
  });

  it.each([
    ['no body fields', {}],
    ['both shapes at once', { contractData: largestCombinedDraft(), document: combinedContractFixture() }],
    ['an invalid draft', { contractData: { auteur_type: 'Robot' } }],
    ['a document with markup ids', { document: { ...combinedContractFixture(), elements: [{ id: '<x>', type: 'spacer', height: 1 }] } }],
  ])('answers 400 for %s', async (_label, payload) => {
    const res = await post('/api/generate-pdf', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 413 quickly for 60,000 short lines, never a truncated file', async () => {
    const lines = Array.from({ length: 60_000 }, (_, i) => `l${i}`).join('\n');
    const runs = [];
    for (let i = 0; i < lines.length; i += 19_000) runs.push({ text: lines.slice(i, i + 19_000) });
    const started = performance.now();
    const res = await post('/api/generate-pdf', { document: { title: 't', lang: 'fr', elements: [{ id: 'a', type: 'paragraph', style: 'ContractBody', runs }] } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('DOCUMENT_TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('keeps answering other requests while 4 PDFs render (event loop never blocked)', async () => {
    await post('/api/generate-pdf', { contractData: largestCombinedDraft() }); // pool started
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const pdfs = Array.from({ length: 4 }, () => post('/api/generate-pdf', { contractData: largestCombinedDraft() }));
    const pings: number[] = [];
    let done = false;
    void Promise.all(pdfs).then(() => (done = true));
    while (!done) {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/ping' });
      expect(res.statusCode).toBe(200);
      pings.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 2));
    }
    histogram.disable();
    for (const res of await Promise.all(pdfs)) expect(res.statusCode).toBe(200);
    expect(pings.length).toBeGreaterThan(3);
    // Building the 4 documents and zod-parsing the bodies run on the loop (a few ms each);
    // the Typst layout (tens of ms per PDF) must not.
    expect(Math.max(...pings)).toBeLessThan(100);
    expect(histogram.max / 1e6).toBeLessThan(100);
  });
});

describe('POST /api/generate-docx', () => {
  it('answers the Word file as an attachment, default contrat.docx', async () => {
    const res = await post('/api/generate-docx', { contractData: largestCombinedDraft() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain('filename="contrat.docx"');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('names it from the filename without doubling the extension', async () => {
    const res = await post('/api/generate-docx', { document: combinedContractFixture(), filename: 'Cession Dubœuf.docx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Cession%20Dub%C5%93uf.docx");
  });
});
