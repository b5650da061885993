import { COMMENT_TEXT_MAX, commentSchema, truncateSelectedText } from './comment';
import { contractElementSchema } from './document';
import { z, contractTitle, wholeNumber } from './zod-fr';
import { ignoredUserId, versionSchema } from './wire';

/**
 * The editor's wire format (docs/document-model.md "The model is the wire format"): elements
 * travel as the model itself — runs, never HTML — both ways, validated by the same schema on
 * the server and in the web client. Foreign HTML (an old export, a paste) becomes runs at the
 * edge it enters by, once.
 */

/** GET /api/contracts/:id/elements: the document's elements, its comments, the version to send back. */
export const editorContentSchema = z.object({
  elements: z.array(contractElementSchema),
  comments: z.array(commentSchema),
  version: z.number(),
});
export type EditorContent = z.output<typeof editorContentSchema>;

/**
 * A comment as the editor sends it: anchored by `elementId` (the web app) or by
 * `elementIndex` (the specification's client); the server resolves one from the other.
 * `isEditing` is UI state, not stored.
 */
export const commentInputSchema = z.strictObject({
  id: z.string().min(1).max(100),
  elementId: z.string().min(1).max(80).optional(),
  elementIndex: wholeNumber(0, 5000, 'Le numéro du paragraphe').optional(),
  text: z.string().max(COMMENT_TEXT_MAX, {
    error: `Un commentaire ne peut dépasser ${COMMENT_TEXT_MAX} caractères.`,
  }),
  date: z.iso.datetime({ offset: true, error: 'La date du commentaire doit être une date ISO.' }),
  user: z.string().max(120).optional(),
  /** Kept to 50 characters whatever the client sent. */
  selectedText: z
    .string()
    .max(2000)
    .optional()
    .transform((s) => truncateSelectedText(s ?? '')),
  isEditing: z.boolean().optional(),
});
export type CommentInput = z.output<typeof commentInputSchema>;

/** A day of clock skew is a browser's; beyond, a date the comment cannot have been written on. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/**
 * Two comments with one id were both stored and a comment dated 9999 shown as written then
 *: refused, naming the comment, as an import refuses them.
 */
function commentListIssues(list: CommentInput[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  list.forEach((comment, i) => {
    if (seen.has(comment.id))
      ctx.addIssue({
        code: 'custom',
        path: [i, 'id'],
        message: 'Deux commentaires portent le même identifiant.',
      });
    seen.add(comment.id);
    if (Date.parse(comment.date) > Date.now() + FUTURE_TOLERANCE_MS)
      ctx.addIssue({
        code: 'custom',
        path: [i, 'date'],
        message: 'La date du commentaire ne peut pas être dans le futur.',
      });
  });
}

/**
 * The editor's part of PUT /api/contracts/:id: the whole element list in its new order (so
 * edits and moves persist), the comments, or both.
 */
export const editorSaveFields = {
  elements: z.array(contractElementSchema).max(5000).optional(),
  comments: z.array(commentInputSchema).max(5000).superRefine(commentListIssues).optional(),
};

export const editorSaveSchema = z
  .strictObject({
    title: contractTitle(),
    ...editorSaveFields,
    user_id: ignoredUserId,
    version: versionSchema,
  })
  .refine((b) => b.elements !== undefined || b.comments !== undefined, {
    error: 'Envoyez les éléments modifiés ou les commentaires.',
  });
export type EditorSave = z.output<typeof editorSaveSchema>;
export type EditorSaveInput = z.input<typeof editorSaveSchema>;

/** Tells the editor's PUT body from the metadata one (they share title and version). */
export const isEditorSave = <B extends { elements?: unknown; comments?: unknown }>(
  body: B,
): boolean => body.elements !== undefined || body.comments !== undefined;
