import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createContract, signUp } from './api';
import { startChildServer } from './child-server';
import { BENCH_ORIGIN } from './origin';
import { measureBlocking, type BlockingResult } from './blocking';
import { measureEditorArrival, type EditorArrivalResult } from './editor-arrival';
import { ASSIGNEE_PROFILE, measureKeystrokes, type KeystrokeResult } from './keystroke';
import { calibratedCpuSlowdown, runLighthouse, type LighthouseResult } from './lighthouse';
import { median } from './stats';
import { measureWebBytes, type WebBytes } from './web-bytes';

export type RouteLighthouse = { path: string; result: LighthouseResult };

export type WebResult =
  | {
      bytes: WebBytes;
      lighthouse: RouteLighthouse[];
      /**
       * The mobile pages once more, the CPU slowed as the machine's index says a mid-range phone
       * is (calibratedCpuSlowdown) rather than Lighthouse's 4× for every machine: a diagnostic.
       */
      calibrated: RouteLighthouse[];
      /** The mobile pages' blocking time from their tasks' CPU time (bench/blocking.ts). */
      blocking: BlockingResult[];
      /** At the display's 60 Hz. */
      keystroke: KeystrokeResult;
      /** Chromium drawing each frame as soon as it is asked for (bench/keystroke.ts). */
      keystrokeUnlimited: KeystrokeResult;
      /** « Mes Contrats » → the editor ready, in-app (bench/editor-arrival.ts). */
      editorArrival: EditorArrivalResult;
    }
  | { error: string };

const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The run of median score (an error only when every run failed), with the scores of all. */
function medianRun(results: LighthouseResult[]): LighthouseResult {
  const scored = results
    .filter((r): r is Extract<LighthouseResult, { score: number }> => 'score' in r)
    .sort((a, b) => a.score - b.score);
  const middle = scored[Math.floor((scored.length - 1) / 2)];
  if (!middle) return results[0]!;
  return { ...middle, scores: scored.map((r) => r.score) };
}

const CONTRACT_TITLE = 'Affiche du festival';
/** The contract the signed-in pages show (the e2e editor spec's draft). */
const CONTRACT = {
  auteur_type: 'Personne physique',
  type_contrat: ["Auteur (droits d'auteur)"],
  type_cession: 'Onéreuse',
  auteur_info: { gentille: 'Mme', nom: 'Durand', prenom: 'Camille' },
  description_oeuvre: 'Une affiche de festival',
};

/**
 * (d) The pages as people get them from the real server (bench/serve-app.ts, built SPA of
 * dist/web or WEB_DIR): JavaScript bytes loaded by `/` (a visitor); Lighthouse mobile (the
 * budget) on `/` as a visitor, then — signed up through the API, with an assignee profile and one
 * contract — on `/wizard`, `/contracts` and `/editor/:id`; Lighthouse desktop on `/`; the mobile
 * pages once more with the CPU slowed as the machine's speed calls for (calibratedCpuSlowdown);
 * keystroke → painted preview on `/wizard` (bench/keystroke.ts), at 60 Hz then with frames drawn
 * as soon as asked for.
 */
export async function benchWeb(): Promise<WebResult> {
  const webDir = resolve(process.env.WEB_DIR ?? 'dist/web');
  if (!existsSync(join(webDir, 'index.html')))
    return { error: `${webDir} absent : lancez npm run build` };
  const server = await startChildServer('bench/serve-app.ts', { WEB_DIR: webDir });
  try {
    const base = server.url;
    const bytes = await measureWebBytes(`${base}/`);
    const cookie = await signUp(base);
    // The wizard asks for an assignee profile first (without one, /wizard leads to /dashboard).
    const profile = await fetch(`${base}/api/user-profile`, {
      method: 'POST',
      headers: { origin: BENCH_ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...ASSIGNEE_PROFILE, version: 0 }),
    });
    if (!profile.ok) throw new Error(`profil refusé (${profile.status}) : ${await profile.text()}`);
    const id = await createContract(base, cookie, {
      contractData: CONTRACT,
      title: CONTRACT_TITLE,
      isDraft: false,
    });
    // One after the other: two Chromiums at once would skew each other's timings.
    const runs: { path: string; formFactor: 'mobile' | 'desktop'; cookie?: string }[] = [
      { path: '/', formFactor: 'mobile' },
      // The wizard is entered from the dashboard (without the flag, /wizard leads there).
      { path: '/wizard?fromDashboard=true', formFactor: 'mobile', cookie },
      { path: '/contracts', formFactor: 'mobile', cookie },
      { path: `/editor/${id}`, formFactor: 'mobile', cookie },
      { path: '/', formFactor: 'desktop' },
    ];
    const label = (path: string) => path.replace(id, ':id').split('?')[0]!;
    const lighthouse: RouteLighthouse[] = [];
    for (const run of runs) {
      // Lighthouse's score varies from run to run (its simulated TBT scales the observed tasks):
      // the median of LIGHTHOUSE_RUNS runs (3 by default) for the budget's mobile reading.
      const times = run.formFactor === 'mobile' ? LIGHTHOUSE_RUNS : 1;
      const results: LighthouseResult[] = [];
      for (let i = 0; i < times; i++) {
        const result = await runLighthouse(`${base}${run.path}`, run.formFactor, run.cookie);
        // A failed run is left out of the median: say why, so a missing score is explained.
        if ('error' in result) console.error(`Lighthouse ${run.path} : ${result.error}`);
        results.push(result);
      }
      lighthouse.push({
        path: label(run.path),
        result: medianRun(results),
      });
    }
    const mobile = runs.filter((run) => run.formFactor === 'mobile');
    const calibrated: RouteLighthouse[] = [];
    for (const run of mobile) {
      const usual = lighthouse.find((l) => l.path === label(run.path))?.result;
      const index = usual && 'benchmarkIndex' in usual ? usual.benchmarkIndex : Number.NaN;
      const slowdown = Math.round(calibratedCpuSlowdown(index) * 10) / 10;
      const result = await runLighthouse(`${base}${run.path}`, 'mobile', run.cookie, slowdown);
      if ('error' in result) console.error(`Lighthouse ${run.path} ×${slowdown} : ${result.error}`);
      calibrated.push({ path: label(run.path), result });
    }
    // The blocking time from CPU time, also at the slowdown of the machine's median index.
    const indexes = lighthouse.flatMap(({ result }) =>
      'benchmarkIndex' in result && result.formFactor === 'mobile' ? [result.benchmarkIndex] : [],
    );
    const slowdown = Math.round(calibratedCpuSlowdown(median(indexes)) * 10) / 10;
    const blocking = (await measureBlocking(base, mobile, 5, slowdown)).map((result) => ({
      ...result,
      path: label(result.path),
    }));
    const keystroke = await measureKeystrokes(base);
    const keystrokeUnlimited = await measureKeystrokes(base, { unlimitedFrames: true });
    const editorArrival = await measureEditorArrival(base, cookie, CONTRACT_TITLE);
    return {
      bytes,
      lighthouse,
      calibrated,
      blocking,
      keystroke,
      keystrokeUnlimited,
      editorArrival,
    };
  } finally {
    await server.stop();
  }
}

// `npx tsx bench/web.ts` runs (d) alone (npm run bench runs everything); build first.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { webRows } = await import('./web-api-rows');
  const result = await benchWeb();
  for (const row of webRows(result))
    console.log(`${row.measure} : ${row.value} (budget ${row.budget})`);
  if ('bytes' in result)
    for (const script of [...result.bytes.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(`  ${script.path} ${(script.gzipBytes / 1000).toFixed(1)} Ko gzip`);
}
