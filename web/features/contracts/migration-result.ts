import { z } from '@core/schemas/zod-fr';

/** POST /api/migrate-user-data's answer (docs/product.md §4 "Identity"). */
export const migrationSchema = z.object({
  success: z.boolean(),
  security_verified: z.boolean().nullable(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type MigrationResult = z.infer<typeof migrationSchema>;
