import { parseStoredDraft } from '@core/schemas/stored-draft';
import type { Draft } from '@core/schemas/draft';
import { z } from '@core/schemas/zod-fr';

/**
 * What reads this tab's stored wizard answers back: the draft through its schema (an old format
 * is upgraded, an invalid one never trusted) and the wizard's own progress. Loaded by
 * wizard-storage.ts only when the tab holds answers, so a first visit paints without zod.
 */
const progressSchema = z.object({
  step: z.number().int(),
  projectDescription: z.string().max(5000).default(''),
  title: z.string().max(200).default(''),
  /** Prices as typed (wizard-state.ts), kept so an invalid one is still shown after a reload. */
  priceInputs: z
    .object({
      remuneration: z.string().max(200).optional(),
      remuneration_image: z.string().max(200).optional(),
    })
    .default({}),
});
export type StoredProgress = z.infer<typeof progressSchema>;

/** A stored draft, or null when it is no longer valid. */
export function readStoredDraft(raw: unknown): Draft | null {
  const parsed = parseStoredDraft(raw);
  return parsed.success ? parsed.data : null;
}

/** The stored step, description, title and typed prices, or null when unreadable. */
export function readStoredProgress(raw: unknown): StoredProgress | null {
  const parsed = progressSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
