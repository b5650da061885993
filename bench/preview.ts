import { renderText } from '@core/document';
import { buildContract } from '@core/templates/build-contract';
import { FIXED_TODAY, largestCombinedDraft } from '@server/render/fixtures/largest-draft';
import { previewMarkup } from './preview-markup';
import { percentile, timeRuns } from './stats';

export type PreviewResult = {
  runs: number;
  text: { p50: number; p99: number };
  html: { p50: number; p99: number };
  pages?: number;
};

/**
 * (a) buildContract + renderText, and buildContract + the preview's React markup, of the largest
 * combined contract, in Node.
 */
export async function benchPreview(runs = 2000): Promise<PreviewResult> {
  const draft = largestCombinedDraft();
  let sink = 0;
  const text = await timeRuns(runs, 300, () => {
    sink += renderText(buildContract(draft, { today: FIXED_TODAY })).length;
  });
  const html = await timeRuns(runs, 300, () => {
    sink += previewMarkup(buildContract(draft, { today: FIXED_TODAY })).length;
  });
  if (sink === 0) throw new Error('nothing rendered');
  return {
    runs,
    text: { p50: percentile(text, 50), p99: percentile(text, 99) },
    html: { p50: percentile(html, 50), p99: percentile(html, 99) },
  };
}
