import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags';
import { median } from './stats';

/** Lighthouse's mobile reading: each observed task slowed 4×, its excess over 50 ms counted. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** How long a page is watched after its `load` event: the editor's code arrives in this time. */
const WATCH_MS = 4_000;

/** The few fields of Chromium's trace events read here (Trace Event Format, `ts` and `dur` in µs). */
export type TraceEvent = {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time of the event. */
  dur?: number;
  /** Time the thread really ran (CPU time): what another process on the machine does not add. */
  tdur?: number;
};

/**
 * The blocking time Lighthouse's mobile simulation would count from these tasks, but from the
 * CPU time of each main-thread task rather than its wall time: the sum, over the renderer's tasks
 * from its first contentful paint on, of (4 × CPU time − 50 ms) where positive. On a shared
 * machine a task's wall time holds the time the thread waited for a core (seen at 2–3× its CPU
 * time on 28 November 2026), which Lighthouse then multiplies by 4; CPU time does not
 * (bench/README.md). Null when the trace has no first contentful paint.
 */
export function cpuBlockingTime(
  events: readonly TraceEvent[],
  slowdown: number = SLOWDOWN,
): number | null {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  let blocking = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.pid !== paint.pid || e.tid !== paint.tid || e.ts < paint.ts)
      continue;
    blocking += Math.max(0, (slowdown * (e.tdur ?? 0)) / 1000 - LONG_TASK_MS);
  }
  return blocking;
}

/** The median of the runs, and each run's reading. */
export type BlockingReading = { median: number; runs: number[] };
const reading = (runs: number[]): BlockingReading => ({ median: median(runs), runs });

export type BlockingResult =
  | (BlockingReading & {
      path: string;
      /** The same traces read at the slowdown this machine's speed calls for, when asked. */
      calibrated?: BlockingReading & { slowdown: number };
    })
  | { path: string; error: string };

/**
 * Each page's first visit in Debian Chromium at a phone's size (412 × 823, as Lighthouse's mobile
 * run), traced without throttling, `runs` times: the median of cpuBlockingTime, at 4× and, when
 * given, at `calibratedSlowdown` (bench/lighthouse.ts, calibratedCpuSlowdown: on a fast machine
 * 4× leaves every task under 50 ms). A diagnostic beside Lighthouse's score (not a budget): it
 * moves with the code, much less with the machine's load.
 */
export async function measureBlocking(
  base: string,
  pages: ReadonlyArray<{ path: string; cookie?: string }>,
  runs = 5,
  calibratedSlowdown?: number,
): Promise<BlockingResult[]> {
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    const message = `Chromium indisponible : ${String(error).split('\n')[0]}`;
    return pages.map(({ path }) => ({ path, error: message }));
  }
  try {
    const results: BlockingResult[] = [];
    for (const { path, cookie } of pages) {
      const samples: number[] = [];
      const calibrated: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
        });
        const page = await context.newPage();
        // RunTask, one event per task of a thread, is in the disabled-by-default category.
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
        });
        await page.goto(`${base}${path}`);
        await page.waitForTimeout(WATCH_MS);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as {
          traceEvents: TraceEvent[];
        };
        await context.close();
        const blocking = cpuBlockingTime(trace.traceEvents);
        if (blocking !== null) samples.push(blocking);
        const slowed = calibratedSlowdown
          ? cpuBlockingTime(trace.traceEvents, calibratedSlowdown)
          : null;
        if (slowed !== null) calibrated.push(slowed);
      }
      results.push(
        samples.length > 0
          ? {
              path,
              ...reading(samples),
              // Read from the same traces: there whenever the 4× reading is.
              ...(calibratedSlowdown
                ? { calibrated: { slowdown: calibratedSlowdown, ...reading(calibrated) } }
                : {}),
            }
          : { path, error: 'aucune première peinture dans la trace' },
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
