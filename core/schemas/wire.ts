import { z } from './zod-fr';

/**
 * Pieces every request schema shares, server and web alike (docs/ARCHITECTURE.md « A request »).
 */

/**
 * `user_id`: the original client sends it with every call; it is accepted and ignored — the
 * user is always the session's (docs/accounts.md).
 */
export const ignoredUserId = z.string().max(200).optional();

/** The version a record was read at, sent back with every update (409 when stale, 428 when absent). */
export const versionSchema = z
  .number({ error: 'version doit être un nombre entier.' })
  .int({ error: 'version doit être un nombre entier.' })
  .min(1, { error: 'version doit être supérieur ou égal à 1.' });

/** `/:id` path parameters (a record that does not exist, whatever the id, answers 404). */
export const idParams = z.strictObject({ id: z.string().min(1).max(100) });

/** Query strings of owner-only reads: only the ignored `user_id`. */
export const ownerQuery = z.object({ user_id: ignoredUserId });

/**
 * For an edited contract whose new answers change passages the user edited: keep the edits or
 * regenerate those passages (absent: 409 EDITS_WOULD_BE_LOST names them;
 * server/use-cases/save-contract-answers.ts, docs/document-model.md).
 */
export const editsChoiceSchema = z.enum(['keep', 'regenerate'], {
  error: 'edits doit valoir «\u202fkeep\u202f» ou «\u202fregenerate\u202f».',
});
export type EditsChoice = z.infer<typeof editsChoiceSchema>;
