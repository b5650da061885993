import { z } from '@core/schemas/zod-fr';
import { CONTRACT_TYPES } from '@core/answers/draft';

/** POST /api/analyze answer (docs/product.md §3 "Analysis response"). */
export const analysisResponseSchema = z.object({
  suggestion: z.string(),
  contract_types: z.array(z.enum(CONTRACT_TYPES)),
});
