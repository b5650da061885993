import { describe, expect, it } from 'vitest';
import type { LighthouseResult } from './lighthouse';
import type { WebResult } from './web';
import { webRows } from './web-api-rows';

const mobile = (score: number, accessibility: number, cls: number): LighthouseResult => ({
  score,
  accessibility,
  cls,
  fcp: 1000,
  lcp: 1500,
  tbt: 50,
  formFactor: 'mobile',
  benchmarkIndex: 1500,
  cpuSlowdown: 4,
});

function result(gzipBytes: number, pages: [string, LighthouseResult][]): WebResult {
  return {
    bytes: { scripts: [], gzipBytes, bytes: gzipBytes * 3 },
    lighthouse: pages.map(([path, lh]) => ({ path, result: lh })),
    calibrated: [],
    blocking: [],
    keystroke: { error: 'non mesuré' },
    keystrokeUnlimited: { error: 'non mesuré' },
    editorArrival: { error: 'non mesuré' },
  };
}

/** The verdicts of the rows whose measure starts with `start`. */
const verdicts = (web: WebResult, start: string) =>
  webRows(web)
    .filter((row) => row.measure.startsWith(start))
    .map((row) => [row.budget, row.ok]);

describe('the web budgets with React (docs/design.md §7)', () => {
  it('allows / 130 KB of compressed JavaScript, not a byte more', () => {
    expect(verdicts(result(130_000, []), 'JavaScript')).toEqual([['≤ 130 Ko gzip', true]]);
    expect(verdicts(result(130_001, []), 'JavaScript')).toEqual([['≤ 130 Ko gzip', false]]);
  });

  it('asks 95 of / and 90 of /wizard, accessibility 100 and CLS ≤ 0.05 everywhere', () => {
    const web = result(100_000, [
      ['/', mobile(94, 100, 0)],
      ['/wizard', mobile(90, 99, 0.051)],
    ]);
    expect(verdicts(web, 'Lighthouse performance')).toEqual([
      ['≥ 95', false],
      ['≥ 90', true],
    ]);
    expect(verdicts(web, 'Lighthouse accessibilité')).toEqual([
      ['100', true],
      ['100', false],
    ]);
    expect(verdicts(web, 'Décalage')).toEqual([
      ['≤ 0.05', true],
      ['≤ 0.05', false],
    ]);
  });
});
