import { draftSchemaToday } from '@core/rules/draft-rules';
import { z, text, contractTitle } from '@core/schemas/zod-fr';
import { ignoredUserId, versionSchema, editsChoiceSchema } from '@core/schemas/wire';

/** A title sent on a save: blank means « give it the default one » (saveContractAnswers). */
const savedTitle = text(200).trim();

/** POST /api/contracts (docs/product.md §7 save request: camelCase). */
export const saveContractBody = z.strictObject({
  /** The draft with the rules of the day (ages, legal review A7 v2): refused in French, never stored. */
  contractData: draftSchemaToday(),
  title: savedTitle.optional(),
  /** Given: update this contract of the caller's; absent: create one. */
  id: z.string().max(100).optional(),
  /**
   * Status flags: a creation defaults them (draft, not from step 6); an update that omits one
   * keeps the stored value — a finalised contract never turns back into a draft by omission.
   */
  isDraft: z.boolean({ error: 'isDraft doit être vrai ou faux.' }).optional(),
  fromStep6: z.boolean({ error: 'fromStep6 doit être vrai ou faux.' }).optional(),
  user_id: ignoredUserId,
  /** Required with `id` (428 when missing, 409 when stale: requireVersion); ignored on creation. */
  version: versionSchema.optional(),
  /**
   * For an edited contract whose new answers change passages the user edited: keep the edits or
   * regenerate those passages (absent: 409 EDITS_WOULD_BE_LOST lists them). See
   * server/use-cases/save-contract-answers.ts.
   */
  edits: editsChoiceSchema.optional(),
});

/**
 * PUT /api/contracts/:id, the metadata variant (rename, finalise a draft). `preserve_data` is
 * accepted for the spec's client: this variant never touches form_data, so it is always
 * preserved. The editor's variant ({ title, elements, comments, version }) extends it with
 * core/schemas/editor.ts's fields.
 */
export const updateContractMetadataBody = z.strictObject({
  /** A rename: refused when blank (« Le titre ne peut pas être vide. »), never stored empty. */
  title: contractTitle(),
  is_draft: z.boolean({ error: 'is_draft doit être vrai ou faux.' }).optional(),
  preserve_data: z.boolean().optional(),
  user_id: ignoredUserId,
  /** Optional in the schema so that its absence answers 428 (requireVersion), not 400. */
  version: versionSchema.optional(),
});

export {
  contractDetailSchema,
  contractListSchema,
  contractSummarySchema,
  savedContractSchema,
} from '@core/schemas/contract';
