/**
 * npm run bench — the docs/design.md §7 budgets for rendering, measured in one run on this machine:
 * (a) preview build + render, (b) Typst PDF per document and pool throughput, and the wait of a
 * normal PDF sent with two hostile ones (bench/pdf-hostile.ts), (c) the same
 * contract printed by a warm Chromium, and the ratio, (d) JavaScript loaded by /, Lighthouse on
 * four pages and keystroke → painted preview (bench/web.ts, alone: `npx tsx bench/web.ts`),
 * (e) GET /api/contracts against a bare Fastify, (f) /api/health while 20,000 stalled sockets
 * are held open, (g) the same cluster as the scale-out test with 1 then 2 instances behind HAProxy
 * (bench/cluster.ts). Ends by itself (pools, browsers, servers closed).
 */
import { availableParallelism } from 'node:os';
import { benchApi } from './api';
import { benchChromium } from './chromium';
import { benchCluster, clusterRows } from './cluster';
import { benchPdf } from './pdf';
import { benchPdfHostile } from './pdf-hostile';
import { benchPdfHttp, cpuPerPdfRow } from './pdf-http';
import { benchPreview } from './preview';
import type { BenchRow } from './stats';
import { ms } from './stats';
import { benchStalled } from './stalled';
import { benchWeb } from './web';
import { apiRows, stalledRows, webRows } from './web-api-rows';

function printTable(rows: BenchRow[]) {
  const widths = [0, 1, 2].map((c) =>
    Math.max(...rows.map((r) => [r.measure, r.value, r.budget][c]!.length), 8),
  );
  const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c]!)).join('  ');
  console.log(line(['Mesure', 'Valeur', 'Budget (docs/design.md §7)']) + '  Verdict');
  console.log(widths.map((w) => '-'.repeat(w)).join('  ') + '  -------');
  for (const r of rows)
    console.log(
      line([r.measure, r.value, r.budget]) + '  ' + (r.ok === null ? '—' : r.ok ? 'OK' : 'DÉPASSÉ'),
    );
}

async function main() {
  console.log(`Clausier bench — Node ${process.version}, ${availableParallelism()} cœurs\n`);
  const preview = await benchPreview();
  console.log('(a) aperçu mesuré');
  const pdf = await benchPdf();
  console.log('(b) PDF Typst mesuré');
  const hostile = await benchPdfHostile();
  console.log('(b′) PDF normal derrière des PDF hostiles mesuré');
  const http = await benchPdfHttp();
  console.log('(b″) PDF et aperçu par HTTP, 10 clients, comptes lourds mesurés');
  const chrome = await benchChromium();
  console.log('(c) Chromium mesuré');
  const web = await benchWeb();
  console.log('(d) page d’accueil mesurée');
  const api = await benchApi();
  console.log('(e) API mesurée');
  const stalled = await benchStalled();
  console.log('(f) /api/health sous 20 000 sockets bloqués mesuré');
  const cluster = await benchCluster();
  console.log('(g) grappe derrière HAProxy, 1 puis 2 instances, mesurée\n');

  const rows: BenchRow[] = [
    {
      measure: `buildContract + renderText p50 (${preview.runs} runs)`,
      value: ms(preview.text.p50),
      budget: '≤ 2 ms',
      ok: preview.text.p50 <= 2,
    },
    {
      measure: 'buildContract + renderText p99',
      value: ms(preview.text.p99),
      budget: '≤ 2 ms',
      ok: preview.text.p99 <= 2,
    },
    {
      measure: 'buildContract + balisage React de l’aperçu p50',
      value: ms(preview.html.p50),
      // The whole preview from scratch; a keystroke re-renders only the paragraphs it changes.
      budget: '≤ 16 ms',
      ok: preview.html.p50 <= 16,
    },
    {
      measure: 'buildContract + balisage React de l’aperçu p99',
      value: ms(preview.html.p99),
      // The whole preview from scratch; a keystroke re-renders only the paragraphs it changes.
      budget: '≤ 16 ms',
      ok: preview.html.p99 <= 16,
    },
    {
      measure: `PDF Typst, nouveau document, médiane (${pdf.pages} p., ${(pdf.bytes / 1024).toFixed(0)} Ko)`,
      value: ms(pdf.newDocument),
      budget: '≤ 32 ms',
      ok: pdf.newDocument <= 32,
    },
    {
      measure: 'PDF Typst, même document recompilé, médiane',
      value: ms(pdf.sameDocument),
      budget: '—',
      ok: null,
    },
    {
      measure: 'PDF Typst, compilateur neuf par document, médiane',
      value: ms(pdf.freshCompiler),
      budget: '—',
      ok: null,
    },
    {
      measure: 'PDF Typst WASM (repli), nouveau document, médiane',
      value: ms(pdf.wasmNewDocument),
      budget: '—',
      ok: null,
    },
    {
      measure: `Débit, 2 workers, ${pdf.throughput.pdfs} PDF différents`,
      value: `${pdf.throughput.perSecond.toFixed(1)} PDF/s`,
      budget: '≥ 60 PDF/s',
      ok: pdf.throughput.perSecond >= 60,
    },
    {
      measure: `PDF normal seul (${hostile.behindRefused.runs} runs), médiane`,
      value: ms(hostile.alone),
      budget: '—',
      ok: null,
    },
    {
      measure: `PDF normal envoyé avec 2 PDF hostiles (${hostile.behindRefused.hostileOutcome}), médiane / max`,
      value: `${ms(hostile.behindRefused.median)} / ${ms(hostile.behindRefused.max)}`,
      budget: '< 1 s',
      ok: hostile.behindRefused.max < 1000,
    },
    {
      measure: `Même chose sans borne de coût, délai seul ${hostile.behindCut.deadlineMs / 1000} s (${hostile.behindCut.hostileOutcome})`,
      value: ms(hostile.behindCut.ms),
      budget: '—',
      ok: null,
    },
    {
      measure: `PDF par HTTP / compilation Typst en processus, médianes (${ms(http.httpMedian)} / ${ms(http.floorMedian)})`,
      value: `${http.ratio.toFixed(2)}×`,
      budget: '≤ 1,5×',
      ok: http.ratio <= 1.5,
    },
    {
      measure: `PDF par HTTP, ${http.concurrent.clients} clients simultanés (${http.concurrent.pdfs} PDF, ${http.concurrent.perSecond.toFixed(1)} PDF/s), p50 / p99`,
      value: `${ms(http.concurrent.p50)} / ${ms(http.concurrent.p99)}`,
      budget: 'p99 ≤ 150 ms',
      ok: http.concurrent.p99 <= 150,
    },
    cpuPerPdfRow(http.concurrent),
    {
      measure: `POST /api/preview, médiane / p99 (${http.preview.runs} requêtes ; sans compression : ${ms(http.preview.identityMedian)})`,
      value: `${ms(http.preview.median)} / ${ms(http.preview.p99)}`,
      budget: 'médiane ≤ 2 ms',
      ok: http.preview.median <= 2,
    },
    {
      measure: `PDF normal pendant que 3 comptes rendent des documents lourds (${http.fairness.runs} runs, ${http.fairness.heavyDone} lourds), médiane / max`,
      value: `${ms(http.fairness.median)} / ${ms(http.fairness.max)}`,
      budget: '< 1 s',
      ok: http.fairness.max < 1000,
    },
    {
      measure: 'RSS du processus (pool prêt → après le débit)',
      value: `${pdf.throughput.rssBefore.toFixed(0)} → ${pdf.throughput.rssMb.toFixed(0)} Mo`,
      budget: '—',
      ok: null,
    },
  ];
  if ('median' in chrome) {
    const ratio = chrome.median / pdf.newDocument;
    rows.push(
      {
        measure: `Chromium page.pdf() chaud, médiane (${chrome.runs} runs)`,
        value: ms(chrome.median),
        budget: '—',
        ok: null,
      },
      {
        measure: 'Rapport Chromium / Typst',
        value: `${ratio.toFixed(2)} ×`,
        budget: '≥ 3 ×',
        ok: ratio >= 3,
      },
    );
  } else {
    rows.push({ measure: 'Chromium page.pdf()', value: chrome.error, budget: '≥ 3 ×', ok: null });
  }
  rows.push(...webRows(web), ...apiRows(api), ...stalledRows(stalled), ...clusterRows(cluster));
  printTable(rows);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
