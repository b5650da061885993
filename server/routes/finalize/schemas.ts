import { z } from '@core/schemas/zod-fr';
import { READINESS_ITEMS } from '@core/fields/types';
import { finalizeDataSchema } from '@core/schemas/contract';

const missingFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  item: z.enum(READINESS_ITEMS),
  step: z.number().int().min(1).max(6).optional(),
  group: z.string().optional(),
  problem: z.enum(['missing', 'invalid']),
  message: z.string(),
});

/** The step-6 readiness: the list of missing or invalid fields and the checklist lines built from it. */
const readinessSchema = z.object({
  ready: z.boolean(),
  missing: z.array(missingFieldSchema),
  lines: z.array(
    z.object({
      item: z.enum(READINESS_ITEMS),
      label: z.string(),
      ok: z.boolean(),
      missing: z.array(missingFieldSchema),
    }),
  ),
});

export const finalizeResponse = finalizeDataSchema.extend({
  /** The step-6 checklist; null when the stored form_data no longer reads as a draft. */
  readiness: readinessSchema.nullable(),
});
export type FinalizeResponse = z.output<typeof finalizeResponse>;
