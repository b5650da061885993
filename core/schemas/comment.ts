import { z, wholeNumber } from './zod-fr';

/** docs/product.md §3 "Comment": selected text context is kept to 50 characters. */
export const SELECTED_TEXT_MAX = 50;
export const COMMENT_TEXT_MAX = 5000;
/** docs/product.md §3: the default user label. */
export const DEFAULT_COMMENT_USER = 'Utilisateur';

/**
 * One comment of the editor (docs/product.md §3 "Comment"), anchored to the element's stable
 * `elementId` so moving elements keeps it attached; `elementIndex` (the spec's anchor) is derived
 * from it by the server on every save.
 */
export const commentSchema = z.strictObject({
  id: z.string().min(1).max(100),
  elementId: z.string().min(1).max(80),
  elementIndex: wholeNumber(0, 5000, 'Le numéro du paragraphe'),
  text: z.string().max(COMMENT_TEXT_MAX, {
    error: `Un commentaire ne peut dépasser ${COMMENT_TEXT_MAX} caractères.`,
  }),
  date: z.iso.datetime({ offset: true, error: 'La date du commentaire doit être une date ISO.' }),
  user: z.string().max(120).default(DEFAULT_COMMENT_USER),
  selectedText: z.string().max(SELECTED_TEXT_MAX).default(''),
  isEditing: z.boolean().optional(),
});
export type Comment = z.output<typeof commentSchema>;
export type CommentInput = z.input<typeof commentSchema>;

/** Keeps the first 50 characters of the selection (docs/product.md §9). */
export const truncateSelectedText = (text: string): string =>
  Array.from(text).slice(0, SELECTED_TEXT_MAX).join('');
