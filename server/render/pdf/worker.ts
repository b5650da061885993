import { loadPdfAssets } from './assets';
import { createTypstEngine, requestedEngine } from './typst-engine';
import type { EngineKind, TypstEngine } from './typst-engine';
import type { PageLayout } from '@core/document/page-layout';

/** One compile: the prepared ContractDocument as the JSON Typst reads (render-child.ts makes it). */
export type PdfTask = { documentJson: string; engine?: EngineKind | 'auto'; layout?: PageLayout };
export type PdfTaskResult = { pdf: Uint8Array; engine: EngineKind; ms: number };

// One compiler per render process, created on first use and reused: the template, the fonts and
// the unchanged clauses stay memoised between documents (see bench/pdf.ts for the numbers).
let engine: Promise<TypstEngine> | null = null;
let engineKind: EngineKind | 'auto' | null = null;

function getEngine(wanted: EngineKind | 'auto'): Promise<TypstEngine> {
  if (!engine || engineKind !== wanted) {
    engine = createTypstEngine(loadPdfAssets(), wanted);
    engineKind = wanted;
  }
  return engine;
}

/** Render-process task (server/render/render-child.ts): compile one contract (a ~100 KB result). */
export default async function renderPdfTask(task: PdfTask): Promise<PdfTaskResult> {
  const compiler = await getEngine(task.engine ?? requestedEngine());
  const started = performance.now();
  const pdf = compiler.compile(task.documentJson, task.layout);
  const ms = performance.now() - started;
  // Let the loop turn before the next task: the compiler's native objects are released on a
  // turn of the event loop, and a worker fed back-to-back otherwise grows (bench/README.md).
  await new Promise((resolve) => setImmediate(resolve));
  return { pdf, engine: compiler.kind, ms };
}
