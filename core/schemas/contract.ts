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

/**
 * A row of « Mes Contrats »: the summary and who the contract is with (the author, and the model
 * photographed when it is someone else: core/rules/contract-client.ts), '' if nobody yet; and
 * whether its answers can be a séance's terms (core/releases/terms.ts `offersRelease`), since the
 * list does not carry the answers the contract page would need to decide it.
 */
export const listedContractSchema = contractSummarySchema.extend({
  client: z.string(),
  offers_release: z.boolean(),
});
export type ListedContract = z.infer<typeof listedContractSchema>;

/** GET /api/contracts → { contracts }, newest first, without form_data. */
export const contractListSchema = z.object({ contracts: z.array(listedContractSchema) });

/** GET /api/contracts/:id: the summary plus the wizard answers (validated where they are used). */
export const contractDetailSchema = contractSummarySchema.extend({ form_data: z.unknown() });

/**
 * GET /api/contracts/:id/finalize, what the finalisation page reads: the contract without its
 * dates, its wizard answers, and whether it was edited in the editor (its files then come from
 * the stored document, edits included: docs/document-model.md). The server adds the step-6
 * checklist to it (server/routes/finalize/schemas.ts).
 */
export const finalizeDataSchema = contractSummarySchema
  .omit({ created_at: true, updated_at: true })
  .extend({ form_data: z.unknown(), edited: z.boolean() });

/** Answer of every contract write: the id and the new version to send with the next write. */
export const savedContractSchema = z.object({ id: z.string(), version: z.number() });
