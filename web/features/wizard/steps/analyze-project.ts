import type { PartySide } from '@core/answers/side';
import type { ContractType } from '@core/answers/draft';
import {
  ANALYSIS_FAILURE_MESSAGE,
  EMPTY_DESCRIPTION_MESSAGE,
  isBlankDescription,
} from '@core/analyze/analyze-description';
import { apiFetch } from '@web/lib/api';

/** The answer's schema, loaded with the call rather than before the page (web/lib/api.ts). */
const analysisResponseSchema = () =>
  import('./analysis-response').then((m) => m.analysisResponseSchema);

export type AnalysisOutcome =
  | { kind: 'empty'; message: string }
  | { kind: 'ok'; suggestion: string; types: ContractType[] }
  | { kind: 'failed'; suggestion: string };

/**
 * The step-1 helper: a blank description never reaches the server (docs/product.md §5 message); any
 * failure becomes the docs/product.md §8 text, shown where the suggestion would be.
 */
export async function analyzeProject(
  description: string,
  side: PartySide = 'cessionnaire',
): Promise<AnalysisOutcome> {
  if (isBlankDescription(description)) return { kind: 'empty', message: EMPTY_DESCRIPTION_MESSAGE };
  try {
    const answer = await apiFetch('/api/analyze', {
      method: 'POST',
      body: { description, side },
      schema: analysisResponseSchema(),
    });
    return { kind: 'ok', suggestion: answer.suggestion, types: answer.contract_types };
  } catch {
    return { kind: 'failed', suggestion: ANALYSIS_FAILURE_MESSAGE };
  }
}
