/**
 * The PDF and preview budgets over HTTP (docs/design.md §7), against the real app in its own
 * process (bench/serve-app.ts), each with its yardstick measured in the same run:
 * - one PDF at a time: POST /api/generate-pdf of the largest ready draft, interleaved with the
 *   in-process Typst compile of the very same document in this process (the floor): ≤ 1.5×;
 * - ten clients (ten accounts) sending PDFs back to back: p99 ≤ 150 ms;
 * - POST /api/preview of the same draft: median ≤ 2 ms;
 * - fairness: three accounts keep 5,000-paragraph documents rendering while a fourth asks for
 *   normal PDFs one after the other: each < 1 s.
 * `npx tsx bench/pdf-http.ts` runs it alone (PDF_HTTP_SECONDS: the concurrent run's length;
 * PDF_HTTP_RUNS: the sequential requests).
 */
import { pathToFileURL } from 'node:url';
import type { ContractDocument } from '@core/schemas/document';
import { buildContract } from '@core/templates/build-contract';
import { FIXED_TODAY, readyLargestDraft } from '@server/render/fixtures/largest-draft';
import { prepareForLayout } from '@server/render/limits';
import { loadPdfAssets } from '@server/render/pdf/assets';
import { withBreakableWords } from '@server/render/pdf/breakable-words';
import { createNativeEngine } from '@server/render/pdf/typst-engine';
import { Agent, request as httpRequest } from 'node:http';
import { availableParallelism } from 'node:os';
import { startChildServer, type ChildServer } from './child-server';
import { countCpu, type CpuShare } from './process-cpu';
import { BENCH_ORIGIN } from './origin';
import { median, ms, percentile, type BenchRow } from './stats';

export type PdfHttpResult = {
  /** Sequential POST /api/generate-pdf, ms. */
  httpMedian: number;
  /** The same document compiled in this process (JSON in, bytes out), interleaved, ms. */
  floorMedian: number;
  ratio: number;
  concurrent: {
    clients: number;
    p50: number;
    p99: number;
    perSecond: number;
    pdfs: number;
    /**
     * CPU ms per PDF of the server, its render processes and this load generator during the run
     * (null without Linux's /proc), and the PDFs per second the machine's cores could give at
     * that cost: what the p99 can be read against (docs/decisions/0019).
     */
    cpuPerPdf: CpuShare | null;
    ceilingPerSecond: number | null;
  };
  /** `median` with fetch's own Accept-Encoding (gzip), `identityMedian` uncompressed, interleaved. */
  preview: { median: number; p99: number; runs: number; identityMedian: number };
  fairness: { median: number; max: number; runs: number; heavyDone: number };
};

/**
 * The row that reads the ten clients' p99: each process's CPU per PDF, and the PDFs per second
 * the cores could serve at that cost (the p99 cannot beat clients / that rate). A diagnostic.
 */
export function cpuPerPdfRow(concurrent: PdfHttpResult['concurrent']): BenchRow {
  const measure = `CPU par PDF pendant ce débit : serveur / rendu / générateur de charge, et le plafond des ${availableParallelism()} cœurs à ce coût`;
  const { cpuPerPdf: cpu, ceilingPerSecond } = concurrent;
  if (!cpu || !ceilingPerSecond)
    return { measure, value: 'illisible (sans /proc)', budget: '—', ok: null };
  return {
    measure,
    value: `${ms(cpu.server)} / ${ms(cpu.render)} / ${ms(cpu.loadGenerator)} → ${ceilingPerSecond.toFixed(0)} PDF/s`,
    budget: '—',
    ok: null,
  };
}

async function signUp(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'mot-de-passe-solide-42', name: 'Bench' }),
  });
  if (!response.ok) throw new Error(`inscription refusée (${response.status})`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** One POST; its duration in ms (the whole body read). Throws on anything but 200. */
async function post(
  base: string,
  path: string,
  cookie: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, cookie, 'content-type': 'application/json', ...headers },
    body,
  });
  const bytes = await response.arrayBuffer();
  if (response.status !== 200)
    throw new Error(`${path} : ${response.status} ${Buffer.from(bytes).toString().slice(0, 200)}`);
  return performance.now() - started;
}

/**
 * One POST /api/generate-pdf through node:http on a keep-alive agent; its duration in ms (the whole
 * PDF read). The PDF requests use it rather than `fetch`: undici's fetch spent 4.6–5.5 ms of CPU
 * per PDF in this process against 1.8 ms here, on the same two cores as the server and its render
 * processes (docs/decisions/0019). The text preview keeps `fetch`, whose decompression is part of
 * what it measures.
 */
function postPdf(agent: Agent, base: string, cookie: string, body: string): Promise<number> {
  const url = new URL('/api/generate-pdf', base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        agent,
        method: 'POST',
        headers: {
          origin: BENCH_ORIGIN,
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode === 200) return resolve(performance.now() - started);
          const text = Buffer.concat(chunks).toString().slice(0, 200);
          reject(new Error(`/api/generate-pdf : ${response.statusCode} ${text}`));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Stores `draft` as a finalised contract of the account; its id. */
async function saveContract(base: string, cookie: string, draft: unknown): Promise<string> {
  const response = await fetch(`${base}/api/contracts`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ contractData: draft, title: 'Lourd', isDraft: false }),
  });
  if (response.status !== 201) throw new Error(`/api/contracts : ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** 5,000 short paragraphs: accepted, about 2 s of layout (the security review's document). */
const heavyDocument = (who: number): ContractDocument => ({
  title: `Lourd ${who}`,
  lang: 'fr',
  elements: Array.from({ length: 5000 }, (_, i) => ({
    id: `h${i}`,
    type: 'paragraph' as const,
    style: 'ContractBody' as const,
    runs: [{ text: `Paragraphe ${i} du document lourd ${who}.` }],
  })),
});

export async function benchPdfHttp(
  options: { runs?: number; seconds?: number; clients?: number; env?: Record<string, string> } = {},
): Promise<PdfHttpResult> {
  const { runs = 100, seconds = 8, clients = 10 } = options;
  const draft = readyLargestDraft();
  const pdfBody = JSON.stringify({ contractData: draft });
  let app: ChildServer | undefined;
  // One connection per client kept open, as a browser keeps one per origin.
  const agent = new Agent({ keepAlive: true, maxSockets: clients + 4 });
  try {
    app = await startChildServer('bench/serve-app.ts', options.env ?? {});
    const base = app.url;
    const cookies: string[] = [];
    for (let i = 0; i < clients + 4; i++)
      cookies.push(await signUp(base, `pdf-${i}-${Date.now()}@example.fr`));
    const [first] = cookies as [string];

    // The floor: the same document, prepared as the render process prepares it, compiled here.
    const engine = createNativeEngine(loadPdfAssets());
    const doc = buildContract(draft, { today: FIXED_TODAY });
    const json = JSON.stringify(prepareForLayout(withBreakableWords(doc)));
    const compile = () => {
      const started = performance.now();
      engine.compile(json);
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) {
      compile();
      await postPdf(agent, base, first, pdfBody);
    }
    const http: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < runs; i++) {
      floor.push(compile());
      http.push(await postPdf(agent, base, first, pdfBody));
    }

    // Ten accounts, each one request after the other, for `seconds`.
    const latencies: number[] = [];
    const cpu = countCpu(app.pid);
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      cookies.slice(0, clients).map(async (cookie) => {
        while (performance.now() < until)
          latencies.push(await postPdf(agent, base, cookie, pdfBody));
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpuPerPdf = cpu.stop(latencies.length);
    const cpuMsPerPdf = cpuPerPdf
      ? cpuPerPdf.server + cpuPerPdf.render + cpuPerPdf.loadGenerator
      : null;

    const previewBody = JSON.stringify(draft);
    for (let i = 0; i < 200; i++) await post(base, '/api/preview', first, previewBody);
    const preview: number[] = [];
    const identity: number[] = [];
    const uncompressed = { 'accept-encoding': 'identity' };
    for (let i = 0; i < 1000; i++) {
      preview.push(await post(base, '/api/preview', first, previewBody));
      if (i % 2 === 0)
        identity.push(await post(base, '/api/preview', first, previewBody, uncompressed));
    }

    // Three accounts keep heavy documents rendering; a fourth asks for normal PDFs meanwhile.
    let stop = false;
    let heavyDone = 0;
    const heavy = [0, 1, 2].map(async (n) => {
      // An edited document goes with its stored contract (server/routes/generate/body.ts).
      const contractId = await saveContract(base, cookies[clients + n]!, draft);
      const body = JSON.stringify({ document: heavyDocument(n), contractId });
      while (!stop) {
        await postPdf(agent, base, cookies[clients + n]!, body);
        heavyDone++;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const normal: number[] = [];
    for (let i = 0; i < 15; i++) {
      normal.push(await postPdf(agent, base, cookies[clients + 3]!, pdfBody));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stop = true;
    await Promise.all(heavy);

    const httpMedian = median(http);
    const floorMedian = median(floor);
    return {
      httpMedian,
      floorMedian,
      ratio: httpMedian / floorMedian,
      concurrent: {
        clients,
        p50: median(latencies),
        p99: percentile(latencies, 99),
        perSecond: latencies.length / elapsed,
        pdfs: latencies.length,
        cpuPerPdf,
        ceilingPerSecond: cpuMsPerPdf ? (availableParallelism() * 1000) / cpuMsPerPdf : null,
      },
      preview: {
        median: median(preview),
        p99: percentile(preview, 99),
        runs: preview.length,
        identityMedian: median(identity),
      },
      fairness: {
        median: median(normal),
        max: Math.max(...normal),
        runs: normal.length,
        heavyDone,
      },
    };
  } finally {
    agent.destroy();
    await app?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.env.PDF_HTTP_SECONDS ?? 8);
  const runs = Number(process.env.PDF_HTTP_RUNS ?? 100);
  benchPdfHttp({ seconds, runs }).then(
    (result) => {
      console.log(JSON.stringify(result, null, 2));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
