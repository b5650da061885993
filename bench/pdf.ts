import { loadPdfAssets } from '@server/render/pdf/assets';
import { createPdfRenderer } from '@server/render/pdf/pdf-renderer';
import { createNativeEngine, createWasmEngine } from '@server/render/pdf/typst-engine';
import { largestDocument, nthDocument } from './contract';
import { median, timeRuns } from './stats';

export type PdfResult = {
  pages: number;
  bytes: number;
  newDocument: number;
  sameDocument: number;
  freshCompiler: number;
  wasmNewDocument: number;
  throughput: {
    pdfs: number;
    seconds: number;
    perSecond: number;
    rssMb: number;
    rssBefore: number;
  };
};

/** (b) Typst: median per PDF in one thread, and throughput of the 2-worker pool. */
export async function benchPdf(
  options: { runs?: number; poolPdfs?: number } = {},
): Promise<PdfResult> {
  const runs = options.runs ?? 60;
  // Pool first, so its RSS is not mixed with the in-process compilers measured below.
  const poolPdfs = options.poolPdfs ?? 200;
  const renderer = createPdfRenderer({ threads: 2, engine: 'native', maxQueue: poolPdfs + 10 });
  await renderer.warmUp();
  const rssBefore = process.memoryUsage().rss / 2 ** 20;
  const poolDocs = Array.from({ length: poolPdfs }, (_, i) => nthDocument(5000 + i));
  const started = performance.now();
  // Each document from a client of its own: one client has one render running and two waiting
  // (render-pool.ts), and this measures the pool, not one client's queue.
  await Promise.all(poolDocs.map((doc, i) => renderer.render(doc, { client: `bench-${i}` })));
  const seconds = (performance.now() - started) / 1000;
  const rssMb = process.memoryUsage().rss / 2 ** 20;
  await renderer.close();
  const assets = loadPdfAssets();
  const engine = createNativeEngine(assets);
  const sameJson = JSON.stringify(largestDocument());
  const first = engine.compile(sameJson);
  const pages = Number(
    Buffer.from(first)
      .toString('latin1')
      .match(/\/Type \/Pages[^>]*\/Count (\d+)/)?.[1] ?? 0,
  );

  // Documents are built before timing: only the layout + PDF export is measured here.
  const docs = Array.from({ length: runs + 5 }, (_, i) => JSON.stringify(nthDocument(1000 + i)));
  const newDocument = median(
    await timeRuns(runs, 5, (i) => engine.compile(docs[i < 0 ? -1 - i + runs : i]!)),
  );
  const sameDocument = median(await timeRuns(runs, 3, () => engine.compile(sameJson)));
  const freshCompiler = median(
    await timeRuns(Math.min(20, runs), 2, (i) =>
      createNativeEngine(assets).compile(docs[Math.abs(i) % docs.length]!),
    ),
  );
  const wasm = await createWasmEngine(assets);
  const wasmNewDocument = median(
    await timeRuns(10, 2, (i) => wasm.compile(docs[Math.abs(i) % docs.length]!)),
  );

  return {
    pages,
    bytes: first.byteLength,
    newDocument,
    sameDocument,
    freshCompiler,
    wasmNewDocument,
    throughput: { pdfs: poolPdfs, seconds, perSecond: poolPdfs / seconds, rssMb, rssBefore },
  };
}
