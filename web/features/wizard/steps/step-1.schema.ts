import type { PartySide } from '@core/answers/side';
import { z } from '@core/schemas/zod-fr';
import { CONTRACT_TYPES } from '@core/answers/draft';
import {
  ANALYSIS_FAILURE_MESSAGE,
  EMPTY_DESCRIPTION_MESSAGE,
  isBlankDescription,
} from '@core/analyze/analyze-description';
import { apiFetch } from '@web/lib/api';

/** POST /api/analyze answer (docs/product.md §3 "Analysis response"). */
export const analysisResponseSchema = z.object({
  suggestion: z.string(),
  contract_types: z.array(z.enum(CONTRACT_TYPES)),
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

export type AnalysisOutcome =
  | { kind: 'empty'; message: string }
  | { kind: 'ok'; suggestion: string; types: AnalysisResponse['contract_types'] }
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
      schema: analysisResponseSchema,
    });
    return { kind: 'ok', suggestion: answer.suggestion, types: answer.contract_types };
  } catch {
    return { kind: 'failed', suggestion: ANALYSIS_FAILURE_MESSAGE };
  }
}
