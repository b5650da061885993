/**
 * npm run bench — the DESIGN §7 budgets for rendering, measured in one run on this machine:
 * (a) preview build + render, (b) Typst PDF per document and pool throughput, (c) the same
 * contract printed by a warm Chromium, and the ratio, (d) JavaScript loaded by / and Lighthouse,
 * (e) GET /api/contracts against a bare Fastify. Ends by itself (pools, browsers, servers closed).
 */
import { availableParallelism } from 'node:os';
import { benchApi } from './api';
import { benchChromium } from './chromium';
import { benchPdf } from './pdf';
import { benchPreview } from './preview';
import type { BenchRow } from './stats';
import { ms } from './stats';
import { benchWeb } from './web';
import { apiRows, webRows } from './web-api-rows';

function printTable(rows: BenchRow[]) {
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => [r.measure, r.value, r.budget][c]!.length), 8));
  const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c]!)).join('  ');
  console.log(line(['Mesure', 'Valeur', 'Budget (DESIGN §7)']) + '  Verdict');
  console.log(widths.map((w) => '-'.repeat(w)).join('  ') + '  -------');
  for (const r of rows) console.log(line([r.measure, r.value, r.budget]) + '  ' + (r.ok === null ? '—' : r.ok ? 'OK' : 'DÉPASSÉ'));
}

async function main() {
  console.log(`Clausier bench — Node ${process.version}, ${availableParallelism()} cœurs\n`);
  const preview = await benchPreview();
  console.log('(a) aperçu mesuré');
  const pdf = await benchPdf();
  console.log('(b) PDF Typst mesuré');
  const chrome = await benchChromium();
  console.log('(c) Chromium mesuré');
  const web = await benchWeb();
  console.log('(d) page d’accueil mesurée');
  const api = await benchApi();
  console.log('(e) API mesurée\n');

  const rows: BenchRow[] = [
    { measure: `buildContract + renderText p50 (${preview.runs} runs)`, value: ms(preview.text.p50), budget: '≤ 2 ms', ok: preview.text.p50 <= 2 },
    { measure: 'buildContract + renderText p99', value: ms(preview.text.p99), budget: '≤ 2 ms', ok: preview.text.p99 <= 2 },
    { measure: 'buildContract + renderHtml p50', value: ms(preview.html.p50), budget: '≤ 2 ms', ok: preview.html.p50 <= 2 },
    { measure: 'buildContract + renderHtml p99', value: ms(preview.html.p99), budget: '≤ 2 ms', ok: preview.html.p99 <= 2 },
    { measure: `PDF Typst, nouveau document, médiane (${pdf.pages} p., ${(pdf.bytes / 1024).toFixed(0)} Ko)`, value: ms(pdf.newDocument), budget: '≤ 32 ms', ok: pdf.newDocument <= 32 },
    { measure: 'PDF Typst, même document recompilé, médiane', value: ms(pdf.sameDocument), budget: '—', ok: null },
    { measure: 'PDF Typst, compilateur neuf par document, médiane', value: ms(pdf.freshCompiler), budget: '—', ok: null },
    { measure: 'PDF Typst WASM (repli), nouveau document, médiane', value: ms(pdf.wasmNewDocument), budget: '—', ok: null },
    {
      measure: `Débit, 2 workers, ${pdf.throughput.pdfs} PDF différents`,
      value: `${pdf.throughput.perSecond.toFixed(1)} PDF/s`,
      budget: '≥ 60 PDF/s',
      ok: pdf.throughput.perSecond >= 60,
    },
    { measure: 'RSS du processus (pool prêt → après le débit)', value: `${pdf.throughput.rssBefore.toFixed(0)} → ${pdf.throughput.rssMb.toFixed(0)} Mo`, budget: '—', ok: null },
  ];
  if ('median' in chrome) {
    const ratio = chrome.median / pdf.newDocument;
    rows.push(
      { measure: `Chromium page.pdf() chaud, médiane (${chrome.runs} runs)`, value: ms(chrome.median), budget: '—', ok: null },
      { measure: 'Rapport Chromium / Typst', value: `${ratio.toFixed(2)} ×`, budget: '≥ 3 ×', ok: ratio >= 3 },
    );
  } else {
    rows.push({ measure: 'Chromium page.pdf()', value: chrome.error, budget: '≥ 3 ×', ok: null });
  }
  rows.push(...webRows(web), ...apiRows(api));
  printTable(rows);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
