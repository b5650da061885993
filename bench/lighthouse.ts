import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags';

export type LighthouseResult =
  | {
      score: number;
      fcp: number;
      lcp: number;
      tbt: number;
      cls: number;
      /** Lighthouse's accessibility category, 0–100 (the budget: 100 on every measured page). */
      accessibility: number;
      formFactor: 'mobile' | 'desktop';
      /**
       * Lighthouse's measure of this machine's speed (lhr.environment.benchmarkIndex): its
       * simulation slows the observed tasks 4x whatever the machine, so a slower machine turns
       * the same page's tasks into more blocking time. Printed with each score (bench/README.md).
       */
      benchmarkIndex: number;
      /** Every run's score when this result is the median of several (bench/web.ts). */
      scores?: number[];
      /** The CPU slowdown simulated (Lighthouse's mobile default: 4). */
      cpuSlowdown: number;
    }
  | { error: string };

/**
 * The CPU slowdown that makes this machine a mid-range phone, from Lighthouse's benchmark index:
 * the formula of the Lighthouse maintainers' calculator (lighthouse-cpu-throttling-calculator;
 * 1,533 → 4×, the default, 2,000 → 6×, 1,300 → 3×, 800 → 2×). Lighthouse's mobile run slows
 * every machine 4×, which flatters a fast one: at index ~2,800 the calibrated slowdown is ~9.7×
 * (bench/README.md). Pure, tested.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex)) return 4;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // 800 → 2×, 150 → 1×; a slower machine is not sped up.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * Lighthouse's performance and accessibility categories on `url`, run programmatically (lighthouse 12.8, as
 * docs/design.md §3 pins) with chrome-launcher on the Debian Chromium. Default config = mobile with
 * simulated slow 4G (the budget's reading); `desktop` uses Lighthouse's desktop preset.
 */
export async function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop' = 'mobile',
  /** The session cookie of a signed-in page (sent with every request of the run). */
  cookie?: string,
  /** A mobile run's CPU slowdown other than Lighthouse's 4× (calibratedCpuSlowdown). */
  cpuSlowdown?: number,
): Promise<LighthouseResult> {
  let chrome: { port: number; kill: () => void | Promise<void> } | undefined;
  try {
    const { default: lighthouse, desktopConfig } = await import('lighthouse');
    const { launch } = await import('chrome-launcher');
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        ...(cpuSlowdown && formFactor === 'mobile'
          ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }
          : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    if (!lhr || score == null)
      return {
        error: lhr?.runtimeError
          ? `${lhr.runtimeError.code} : ${lhr.runtimeError.message}`
          : 'pas de score',
      };
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round(score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
      formFactor,
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
      cpuSlowdown: lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
    };
  } catch (error) {
    return { error: `Lighthouse indisponible : ${String(error).split('\n')[0]}` };
  } finally {
    await chrome?.kill();
  }
}
