import type { ApiResult } from './api';
import type { BenchRow } from './stats';
import type { WebResult } from './web';

/** DESIGN §7: "JavaScript loaded by / ≤ 100 KB gzipped" (KB = 1,000 bytes, the strict reading). */
export const WEB_JS_BUDGET = 100_000;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} Ko`;

export function webRows(web: WebResult): BenchRow[] {
  if ('error' in web) return [{ measure: 'JavaScript chargé par /', value: web.error, budget: '≤ 100 Ko gzip', ok: null }];
  const rows: BenchRow[] = [
    {
      measure: `JavaScript chargé par / (${web.bytes.scripts.length} fichiers, ${kb(web.bytes.bytes)} brut)`,
      value: `${kb(web.bytes.gzipBytes)} gzip`,
      budget: '≤ 100 Ko gzip',
      ok: web.bytes.gzipBytes <= WEB_JS_BUDGET,
    },
  ];
  for (const lh of web.lighthouse) {
    if ('error' in lh) {
      rows.push({ measure: 'Lighthouse performance sur /', value: lh.error, budget: '≥ 95', ok: null });
      continue;
    }
    rows.push({
      measure: `Lighthouse performance sur / (${lh.formFactor}, FCP ${(lh.fcp / 1000).toFixed(1)} s, LCP ${(lh.lcp / 1000).toFixed(1)} s, TBT ${lh.tbt.toFixed(0)} ms)`,
      value: String(lh.score),
      budget: lh.formFactor === 'mobile' ? '≥ 95' : '—',
      ok: lh.formFactor === 'mobile' ? lh.score >= 95 : null,
    });
  }
  return rows;
}

export function apiRows(api: ApiResult): BenchRow[] {
  const rate = (value: number) => `${value.toFixed(0)} req/s`;
  return [
    { measure: `GET /api/contracts, ${api.contracts} contrats (${api.connections} connexions, ${api.seconds} s)`, value: rate(api.list), budget: '—', ok: null },
    { measure: 'Fastify hello-world nu, même run', value: rate(api.hello), budget: '—', ok: null },
    { measure: 'Rapport /api/contracts / hello-world', value: `${(api.ratio * 100).toFixed(1)} %`, budget: '≥ 40 %', ok: api.ratio >= 0.4 },
  ];
}
