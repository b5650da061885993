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

/** The largest draft with its minor author's two parents (readiness requires them, LEGAL.md B3 v2). */
const readyDraft = (overrides: Record<string, unknown> = {}) => {
  const base = largestCombinedDraft();
  return largestCombinedDraft({
    auteur_info: { ...base.auteur_info, parent1: { gentille: 'M.', nom: 'Dubœuf', prenom: 'Paul' }, parent2: { gentille: 'Mme', nom: 'Çaliskan', prenom: 'Ayla' } },
    ...overrides,
  });
};

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
const flat = (s: string) => s.replace(/-\n/g, '').replace(/\s+/g, ' ');

describe('POST /api/generate-pdf', () => {
  it('answers the PDF of the draft as an attachment named from the sanitised filename', async () => {
    const res = await post('/api/generate-pdf', { contractData: readyDraft(), filename: 'Contrat Hélène / "final"', user_id: 'anon_1' });
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
    const res = await post('/api/generate-pdf', { contractData: readyDraft() });
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
    ['both shapes at once', { contractData: readyDraft(), document: combinedContractFixture() }],
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
    await post('/api/generate-pdf', { contractData: readyDraft() }); // pool started
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const pdfs = Array.from({ length: 4 }, () => post('/api/generate-pdf', { contractData: readyDraft() }));
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

describe('a draft that is not ready is not generated (issue 11 item 2)', () => {
  const errorOf = async (url: string, contractData: unknown) => {
    const res = await post(url, { contractData });
    expect(res.statusCode).toBe(400);
    return res.json().error as { code: string; message: string; fields: { path: string; message: string }[] };
  };

  it.each(['/api/generate-pdf', '/api/generate-docx'])('%s: a paid combined contract without the image price', async (url) => {
    const error = await errorOf(url, readyDraft({ remuneration_image: '' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(
      'Le contrat ne peut pas être généré, il reste à compléter ou corriger : Prix de l’autorisation de droit à l’image (en euros) (étape 5).',
    );
    expect(error.fields).toEqual([{ path: 'contractData.remuneration_image', message: 'Prix de l’autorisation de droit à l’image (en euros) : Information obligatoire manquante.' }]);
  });

  it('names every blank party: no assignee, a minor’s second parent under joint authority', async () => {
    const base = readyDraft();
    const draft = { ...base, entreprise_info: undefined, auteur_info: { ...base.auteur_info, parent2: { nom: '', prenom: '' } } };
    const error = await errorOf('/api/generate-docx', draft);
    expect(error.fields.map((f) => f.path)).toEqual([
      'contractData.auteur_info.parent2.prenom',
      'contractData.auteur_info.parent2.nom',
      'contractData.entreprise_info',
    ]);
    expect(error.message).toContain('Nom (parent 2 de l’auteur) (étape 3)');
    expect(error.message).toContain('Cessionnaire (votre profil) (profil)');
  });

  it('one parent is enough under exclusive authority', async () => {
    const base = readyDraft();
    const draft = { ...base, auteur_info: { ...base.auteur_info, autorite_parentale: 'exclusive', parent2: { nom: '', prenom: '' } } };
    const res = await post('/api/generate-docx', { contractData: draft });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a badly formed postal code of the author, naming the field', async () => {
    const base = readyDraft();
    const res = await post('/api/generate-docx', { contractData: { ...base, auteur_info: { ...base.auteur_info, code_postal: 'ABCDEFGHIJ' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ path: 'contractData.auteur_info.code_postal', message: expect.stringContaining('5 chiffres') }]);
  });

  it('still renders an edited document as it is', async () => {
    const res = await post('/api/generate-docx', { document: combinedContractFixture() });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/generate-docx', () => {
  it('answers the Word file as an attachment, default contrat.docx', async () => {
    const res = await post('/api/generate-docx', { contractData: readyDraft() });
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
