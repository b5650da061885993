import { legalClientSchema, physicalClientSchema } from '@core/schemas/client';
import { z } from '@core/schemas/zod-fr';

/** A client of the address book as /api/clients answers it, with the version its next PUT carries. */
export const storedClientSchema = z.discriminatedUnion('type', [
  physicalClientSchema.extend({ version: z.number().int() }),
  legalClientSchema.extend({ version: z.number().int() }),
]);
export type StoredClient = z.infer<typeof storedClientSchema>;

export const clientListSchema = z.object({ clients: z.array(storedClientSchema) });
export const clientAnswerSchema = z.object({ client: storedClientSchema });
