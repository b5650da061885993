import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ContractDocument } from '@core/schemas/document';
import { AppError } from '../../errors';
import { assertRenderable } from '../limits';
import type { EngineKind } from './typst-engine';
import type { PdfTask, PdfTaskResult } from './worker';

export type PdfRenderResult = { pdf: Buffer; engine: EngineKind; ms: number };

export type PdfRenderer = {
  /** Lays out one contract in a worker thread; never blocks the event loop. */
  render(doc: ContractDocument, options?: { signal?: AbortSignal }): Promise<PdfRenderResult>;
  /** Starts the workers and their compilers now instead of on the first request. */
  warmUp(): Promise<void>;
  readonly threads: number;
  close(): Promise<void>;
};

export type PdfRendererOptions = {
  threads?: number;
  /** 'auto' = native, WASM when the native binary cannot load; CLAUSIER_PDF_ENGINE overrides. */
  engine?: EngineKind | 'auto';
  /** Requests waiting for a worker beyond this answer 429 instead of piling up. */
  maxQueue?: number;
};

/**
 * The worker module: bundled next to the server as dist/server/pdf-worker.js (tsup.config.ts),
 * or worker.ts next to this file when running from source (tsx, vitest), loaded through tsx.
 */
export function pdfWorkerEntry(): { filename: string; execArgv: string[] } {
  const bundled = new URL('./pdf-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return { filename: bundled.href, execArgv: [] };
  return { filename: new URL('./worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] };
}

export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const threads = options.threads ?? Math.min(2, availableParallelism());
  const { filename, execArgv } = pdfWorkerEntry();
  const pool = new Piscina<PdfTask, PdfTaskResult>({
    filename,
    execArgv,
    minThreads: threads,
    maxThreads: threads,
    maxQueue: options.maxQueue ?? 64,
    // A worker that dies (e.g. native panic) is replaced by piscina; idle ones stay warm.
    idleTimeout: 60_000,
  });
  const engine = options.engine;

  return {
    threads,
    async render(doc, { signal } = {}) {
      assertRenderable(doc);
      let result: PdfTaskResult;
      try {
        result = await pool.run({ documentJson: JSON.stringify(doc), engine }, { signal });
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new AppError('RATE_LIMITED');
        throw error;
      }
      return { pdf: Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength), engine: result.engine, ms: result.ms };
    },
    async warmUp() {
      const tiny: ContractDocument = { title: 'Clausier', lang: 'fr', elements: [] };
      await Promise.all(Array.from({ length: threads }, () => pool.run({ documentJson: JSON.stringify(tiny), engine })));
    },
    close: () => pool.destroy(),
  };
}
