import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '@server/errors';
import { AUTHOR_NAME, combinedContractFixture } from '../fixtures/combined-contract';
import { FIXED_TODAY, maximalDraft, readyLargestDraft } from '../fixtures/largest-draft';
import { pdfInfo, pdfText } from '../fixtures/read-pdf';
import { buildContract } from '@core/templates/build-contract';
import { createPdfRenderer, renderChildEntry } from './pdf-renderer';

describe('PDF render processes', () => {
  const renderer = createPdfRenderer({ threads: 2 });
  afterAll(() => renderer.close());

  it('runs the TypeScript child from source (dist/server/render-child.js once bundled)', () => {
    expect(renderChildEntry().filename).toMatch(/\/server\/render\/render-child\.ts$/);
  });

  it('renders in child processes with the native engine', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((i) => renderer.render(combinedContractFixture(), { client: `c${i}` })),
    );
    for (const { pdf, engine } of results) {
      expect(engine).toBe('native');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain(AUTHOR_NAME);
    }
    for (const pid of renderer.pids()) expect(pid).not.toBe(process.pid);
  });

  it('refuses 60,000 short lines with 413 before any layout, quickly', async () => {
    const lines = Array.from({ length: 60_000 }, (_, i) => `l${i}`).join('\n');
    const runs = [];
    for (let i = 0; i < lines.length; i += 19_000) runs.push({ text: lines.slice(i, i + 19_000) });
    const started = performance.now();
    const error = await renderer
      .render({
        title: 'x',
        lang: 'fr',
        elements: [{ id: 'a', type: 'paragraph', style: 'ContractBody', runs }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(413);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('builds a draft’s contract in the render process: the PDF of the document the server would build', async () => {
    const draft = readyLargestDraft();
    const [fromAnswers, fromDocument] = await Promise.all([
      renderer.renderAnswers({ draft, today: FIXED_TODAY }, { client: 'answers' }),
      renderer.render(buildContract(draft, { today: FIXED_TODAY }), { client: 'document' }),
    ]);
    const text = pdfText(fromAnswers.pdf);
    expect(text.replace(/\s+/g, ' ')).toContain('Dubœuf-Çaliskan');
    expect(text.replace(/\s+/g, ' ')).toContain('délivré le 2 mars 2026');
    expect(text).toBe(pdfText(fromDocument.pdf));
    expect(pdfInfo(fromAnswers.pdf)['Title']).toBe(pdfInfo(fromDocument.pdf)['Title']);
  });

  it('lays out the largest contract answers can build, in the normal lane', async () => {
    const { pdf } = await renderer.renderAnswers(
      { draft: maximalDraft(), today: FIXED_TODAY },
      { client: 'maximal' },
    );
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    // Each name is its word repeated to the field's limit (maximalDraft).
    for (const name of ['Martin', 'Bernard', 'Durand', 'Petit', 'Moreau', 'Garnier'])
      expect(text).toContain(`${name} ${name} ${name}`);
    expect(Number(pdfInfo(pdf)['Pages'])).toBeGreaterThan(12);
  });

  it('gives a stored contract’s PDF built from its answers the contract’s own title', async () => {
    const title = 'Cession – « Lumières d’hiver » pour Éditions Lumière';
    const { pdf } = await renderer.renderAnswers(
      { draft: readyLargestDraft(), today: FIXED_TODAY, title },
      { client: 'titled' },
    );
    expect(pdfInfo(pdf)['Title']).toBe(title);
  });

  it('checks the contract answers build as it checks a document sent: an unprintable answer is 422', async () => {
    // Validation refuses such an answer first; the render process still guards what it prints.
    const draft = readyLargestDraft({ lieu_signature: 'Besançon 漢字' });
    const error = await renderer
      .renderAnswers({ draft, today: FIXED_TODAY }, { client: 'unprintable' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('UNPRINTABLE_CHARACTERS');
    expect((error as AppError).message).toContain('«\u202f漢\u202f»');
  });

  it('builds the Word file in the same processes', async () => {
    const docx = await renderer.renderDocx(combinedContractFixture());
    expect(docx.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('WASM fallback', () => {
  it('renders the same contract through @myriaddreamin/typst-ts-web-compiler when forced (CLAUSIER_PDF_ENGINE=wasm)', async () => {
    const previous = process.env.CLAUSIER_PDF_ENGINE;
    process.env.CLAUSIER_PDF_ENGINE = 'wasm';
    // Processes take the environment at their creation: this pool's compiler is the WASM one.
    const renderer = createPdfRenderer({ threads: 1 });
    try {
      const { pdf, engine } = await renderer.render(combinedContractFixture());
      expect(engine).toBe('wasm');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain(AUTHOR_NAME);
    } finally {
      if (previous === undefined) delete process.env.CLAUSIER_PDF_ENGINE;
      else process.env.CLAUSIER_PDF_ENGINE = previous;
      await renderer.close();
    }
  });
});
