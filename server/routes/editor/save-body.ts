import { COMMENT_TEXT_MAX, truncateSelectedText } from '@core/schemas/comment';
import { editorElementSchema } from '@core/schemas/document';
import { z, text } from '@core/schemas/zod-fr';

/**
 * A comment as the editor sends it: anchored by `elementId` (ours) or by `elementIndex` (the
 * spec's client); the server resolves one from the other. `isEditing` is UI state, not stored.
 */
export const commentInputSchema = z.strictObject({
  id: z.string().min(1).max(100),
  elementId: z.string().min(1).max(80).optional(),
  elementIndex: z.number().int().min(0).max(5000).optional(),
  text: z.string().max(COMMENT_TEXT_MAX, { error: `Un commentaire ne peut dépasser ${COMMENT_TEXT_MAX} caractères.` }),
  date: z.iso.datetime({ offset: true, error: 'La date du commentaire doit être une date ISO.' }),
  user: z.string().max(120).optional(),
  /** Kept to 50 characters (SPEC §9), whatever the client sent. */
  selectedText: z.string().max(2000).optional().transform((s) => truncateSelectedText(s ?? '')),
  isEditing: z.boolean().optional(),
});
export type CommentInput = z.output<typeof commentInputSchema>;

/**
 * PUT /api/contracts/:id, the editor's variant (SPEC §7: { title, updatedElements, comments },
 * plus `version`). `updatedElements` maps an element index to its edited HTML; `elements` is
 * the whole list with ids (ours), so moves and the new order persist. Either, both or neither
 * (comments only) may be sent; every HTML is sanitised and parsed back to runs on the server.
 */
export const editorSaveFields = {
  elements: z.array(editorElementSchema).max(5000).optional(),
  updatedElements: z.record(z.string().regex(/^\d{1,4}$/), z.string().max(100_000)).optional(),
  comments: z.array(commentInputSchema).max(5000).optional(),
};

export const editorSaveBody = z
  .strictObject({
    title: text(200).trim(),
    ...editorSaveFields,
    user_id: z.string().max(200).optional(),
    version: z.number().int().min(1),
  })
  .refine((b) => b.elements !== undefined || b.updatedElements !== undefined || b.comments !== undefined, { error: 'Envoyez les éléments modifiés ou les commentaires.' });
export type EditorSaveBody = z.output<typeof editorSaveBody>;


/** Tells the editor's PUT body from the metadata one (they share title and version). */
export const isEditorSave = <B extends Partial<EditorSaveBody>>(body: B): body is B & EditorSaveBody =>
  body.elements !== undefined || body.updatedElements !== undefined || body.comments !== undefined;
