import { clientIdSchema, legalClientSchema, physicalClientSchema } from '@core/schemas/client';
import { z } from '@core/schemas/zod-fr';
import { ignoredUserId, versionSchema } from '../contracts/schemas';

/** The client form's fields, plus the ignored user_id and, for updates, the version seen. */
const withMeta = <T extends typeof physicalClientSchema | typeof legalClientSchema>(schema: T) =>
  schema.extend({ id: clientIdSchema.optional(), user_id: ignoredUserId, version: versionSchema.optional() });

export const clientBody = z.discriminatedUnion('type', [withMeta(physicalClientSchema), withMeta(legalClientSchema)], {
  error: 'Le type de client doit valoir « physical_person » ou « legal_entity ».',
});

export const clientIdParams = z.strictObject({ id: clientIdSchema });
