import { draftSchemaToday } from '@core/rules/draft-rules';
import { z, text } from '@core/schemas/zod-fr';

/** Accepted and ignored everywhere: the owner is the session's user (DESIGN §4). */
export const ignoredUserId = z.string().max(200).optional();

export const versionSchema = z
  .number({ error: 'version doit être un nombre entier.' })
  .int({ error: 'version doit être un nombre entier.' })
  .min(1, { error: 'version doit être supérieur ou égal à 1.' });

export const contractIdParams = z.strictObject({ id: z.string().min(1).max(100) });

const title = text(200).trim();

/** POST /api/contracts (SPEC §7 save request: camelCase). */
export const saveContractBody = z.strictObject({
  /** The draft with the rules of the day (ages, LEGAL.md A7 v2): refused in French, never stored. */
  contractData: draftSchemaToday(),
  title: title.optional(),
  /** Given: update this contract of the caller's; absent: create one. */
  id: z.string().max(100).optional(),
  isDraft: z.boolean({ error: 'isDraft doit être vrai ou faux.' }).default(true),
  fromStep6: z.boolean({ error: 'fromStep6 doit être vrai ou faux.' }).default(false),
  user_id: ignoredUserId,
  /** Optional here (the spec's wizard does not send it); when sent, a stale one answers 409. */
  version: versionSchema.optional(),
});

/**
 * PUT /api/contracts/:id, the metadata variant (rename, finalise a draft). `preserve_data` is
 * accepted for the spec's client: this variant never touches form_data, so it is always
 * preserved. The editor's variant ({ title, updatedElements, comments, version }) is a second
 * schema that will join this one in a union; it maps to ContractChanges.elements/comments,
 * which the repository already stores.
 */
export const updateContractMetadataBody = z.strictObject({
  title,
  is_draft: z.boolean({ error: 'is_draft doit être vrai ou faux.' }).optional(),
  preserve_data: z.boolean().optional(),
  user_id: ignoredUserId,
  version: versionSchema,
});

export { contractDetailSchema, contractListSchema, contractSummarySchema, savedContractSchema } from '@core/schemas/contract';
