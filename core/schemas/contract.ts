import { z } from './zod-fr';

/**
 * The stored contract as the API answers it (docs/product.md §3 "Contract (stored)"): the server's
 * response schemas and the web client's parsers are these same objects, so the two cannot drift.
 */
export const contractSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  is_draft: z.boolean(),
  from_step6: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** GET /api/contracts → { contracts }, newest first, without form_data. */
export const contractListSchema = z.object({ contracts: z.array(contractSummarySchema) });

/** GET /api/contracts/:id: the summary plus the wizard answers (validated where they are used). */
export const contractDetailSchema = contractSummarySchema.extend({ form_data: z.unknown() });

/** Answer of every contract write: the id and the new version to send with the next write. */
export const savedContractSchema = z.object({ id: z.string(), version: z.number() });
