import { z } from '@core/schemas/zod-fr';

/** Page elements the tutorials may point at (docs/product.md §2 "Shared pieces"). */
export const HIGHLIGHT_IDS = [
  'editor-export-button',
  'export-format-options',
  'editor-save-button',
  'floating-dock-save-button',
  'editor-tutorial-lightbulb',
  'contract-import-zone',
  'contract-export-button',
  'contracts-tutorial-lightbulb',
  'profile-config-form',
  'profile-type-selection',
] as const;

/**
 * A tutorial message (docs/product.md §3 "Other shapes"): `image` is 'auto' (the mascot's face is
 * picked from the text's keywords) or a file name under /tutorial/ shown instead of the mascot;
 * `highlight` is the id of the element to outline, or null.
 */
export const tutorialMessageSchema = z.strictObject({
  id: z.string().min(1),
  text: z.string().min(1).max(400),
  image: z.union([z.literal('auto'), z.string().regex(/^[\w-]+\.(svg|png|webp)$/)]),
  read: z.boolean(),
  highlight: z.string().min(1).nullable(),
});
export type TutorialMessage = z.infer<typeof tutorialMessageSchema>;

/** Builds a context's messages from plain texts: ids `${prefix}-1…`, unread, auto image. */
export function defineMessages(
  prefix: string,
  items: ReadonlyArray<string | { text: string; highlight: (typeof HIGHLIGHT_IDS)[number] }>,
): TutorialMessage[] {
  return items.map((item, index) => ({
    id: `${prefix}-${index + 1}`,
    text: typeof item === 'string' ? item : item.text,
    image: 'auto',
    read: false,
    highlight: typeof item === 'string' ? null : item.highlight,
  }));
}
