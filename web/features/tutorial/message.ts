import type { TutorialMessage } from './message-schema';

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

export type { TutorialMessage };

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
