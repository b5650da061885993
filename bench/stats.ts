/** Small timing helpers shared by the benchmarks. */

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const median = (samples: number[]) => percentile(samples, 50);

const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs `fn` `runs` times after `warmup` unmeasured runs; returns the durations in ms. The event
 * loop turns between runs (untimed), as it does between requests in the server.
 */
export async function timeRuns(
  runs: number,
  warmup: number,
  fn: (i: number) => unknown,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) {
    await fn(-1 - i);
    await turn();
  }
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
    await turn();
  }
  return samples;
}

export type BenchRow = { measure: string; value: string; budget: string; ok: boolean | null };

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
