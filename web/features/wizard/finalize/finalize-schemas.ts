import { z } from '@core/schemas/zod-fr';

export { savedContractSchema } from '@core/schemas/contract';
export { parseStoredDraft } from '@core/schemas/stored-draft';

/** GET /api/contracts/:id, as much of it as the wizard reads back. */
export const storedContractSchema = z.object({
  id: z.string(),
  title: z.string(),
  form_data: z.unknown(),
  version: z.number(),
});
