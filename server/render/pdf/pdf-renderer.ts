import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ContractDocument } from '@core/schemas/document';
import type { Draft } from '@core/schemas/draft';
import type { PageLayout } from '@core/document/page-layout';
import { assertPrintable, assertRenderable } from '../limits';
import { createRenderPool } from '../render-pool';
import type { RenderClient, RenderLoad, RenderPool, RenderSource } from '../render-pool';
import { isHeavy } from '../layout-lane';
import type { EngineKind } from './typst-engine';
import type { DocxComment } from '../docx/docx-comment';

export type PdfRenderResult = { pdf: Buffer; engine: EngineKind; ms: number };

/** What `renderAnswers` builds a contract from. */
export type ContractAnswers = { draft: Draft; today: Date; title?: string };

/**
 * Who asked: tasks are shared fairly between clients (render-pool.ts), named by an account, or
 * by an anonymous identity and its IP (each key at most one render running).
 */
export type RenderOptions = { signal?: AbortSignal; client?: RenderClient };
/** A PDF's page frame (core/document/page-layout.ts): `paper` unless given. */
export type PdfRenderOptions = RenderOptions & { layout?: PageLayout };

export type PdfRenderer = {
  /** Lays out one contract in a render process; never blocks the event loop. */
  render(doc: ContractDocument, options?: PdfRenderOptions): Promise<PdfRenderResult>;
  /**
   * The contract a validated, ready draft builds at `today` (core/templates/build-contract.ts),
   * under `title` when given (a stored contract's own), built in the render process: the same PDF
   * as `render(buildContract(draft, { today }))`, with the build and the document's trip through
   * the channel off the event loop. Always in the normal lane: every answer has a length limit,
   * and the largest contract answers can build is well under the heavy lane's bounds
   * (layout-lane.test.ts).
   */
  renderAnswers(answers: ContractAnswers, options?: PdfRenderOptions): Promise<PdfRenderResult>;
  /** The Word file, built in the same processes (a 5,000-paragraph file takes ~0.3 s). */
  renderDocx(
    doc: ContractDocument,
    options?: RenderOptions & { comments?: DocxComment[] },
  ): Promise<Buffer>;
  /** Starts the processes and their compilers now instead of on the first request. */
  warmUp(): Promise<void>;
  /** Process ids of the pool (tests). */
  pids(): number[];
  /** Renders waiting and running now, and the queue's bound (metrics, load shedding). */
  load(): RenderLoad;
  readonly threads: number;
  close(): Promise<void>;
};

/** Default deadline of one render (PDF_TASK_TIMEOUT_MS): far above a real contract's ~20 ms. */
export const DEFAULT_TASK_TIMEOUT_MS = 10_000;

export type PdfRendererOptions = {
  /** Render processes; 2 by default (or fewer cores). */
  threads?: number;
  /** 'auto' = native, WASM when the native binary cannot load; CLAUSIER_PDF_ENGINE overrides. */
  engine?: EngineKind | 'auto';
  /** Requests waiting for a process beyond this answer 503 instead of piling up. */
  maxQueue?: number;
  /** Tasks one client may have waiting behind its running one (beyond: 429). */
  perClientQueue?: number;
  /** A render still running after this is killed with its process (422). */
  taskTimeoutMs?: number;
  /** Layout cost bound (limits.ts); Infinity turns it off — tests and bench only. */
  maxLayoutCost?: number;
};

/**
 * The render process module: bundled next to the server as dist/server/render-child.js
 * (tsup.config.ts), or render-child.ts from source (tsx, vitest), loaded through tsx.
 */
export function renderChildEntry(): { filename: string; execArgv: string[] } {
  const bundled = new URL('./render-child.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return { filename: bundled.href, execArgv: [] };
  return {
    filename: new URL('../render-child.ts', import.meta.url).href,
    execArgv: ['--import', 'tsx'],
  };
}

const toBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const threads = options.threads ?? Math.min(2, availableParallelism());
  const pool: RenderPool = createRenderPool({
    entry: renderChildEntry(),
    size: threads,
    taskTimeoutMs: options.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS,
    maxQueue: options.maxQueue ?? 64,
    perClientQueue: options.perClientQueue,
  });
  const engine = options.engine;

  const renderPdf = async (
    source: RenderSource,
    heavy: boolean,
    { signal, client, layout }: PdfRenderOptions,
  ): Promise<PdfRenderResult> => {
    const result = await pool.run(
      {
        ...source,
        kind: 'pdf',
        engine,
        maxLayoutCost: options.maxLayoutCost,
        ...(layout ? { layout } : {}),
      },
      { signal, client, heavy },
    );
    return { pdf: toBuffer(result.bytes), engine: result.engine as EngineKind, ms: result.ms };
  };

  return {
    threads,
    load: () => pool.load(),
    async render(doc, { signal, client, layout } = {}) {
      // The line count is O(elements) and answers 413 at once; the text's layout cost is
      // estimated in the render process (limits.ts prepareForLayout), off the event loop, where
      // long tokens are also made breakable (render-child.ts).
      assertRenderable(doc);
      assertPrintable(doc);
      return renderPdf({ document: doc }, isHeavy(doc), { signal, client, layout });
    },
    renderAnswers({ draft, today, title }, renderOptions = {}) {
      return renderPdf({ answers: { draft, today: today.getTime(), title } }, false, renderOptions);
    },
    async renderDocx(doc, { signal, client, comments } = {}) {
      assertRenderable(doc);
      const result = await pool.run(
        { kind: 'docx', document: doc, comments },
        { signal, client, heavy: isHeavy(doc) },
      );
      return toBuffer(result.bytes);
    },
    warmUp: () => pool.warmUp(),
    pids: () => pool.pids(),
    close: () => pool.close(),
  };
}
