import { clientIdSchema, legalClientSchema, physicalClientSchema } from '@core/schemas/client';
import { z } from '@core/schemas/zod-fr';
import { clientFormatIssues, clientRequiredIssues } from '@core/fields/validate';
import { ignoredUserId, versionSchema } from '@core/schemas/wire';

/** The client form's fields, plus the ignored user_id and, for updates, the version seen. */
const withMeta = <T extends typeof physicalClientSchema | typeof legalClientSchema>(schema: T) =>
  schema.extend({
    id: clientIdSchema.optional(),
    user_id: ignoredUserId,
    version: versionSchema.optional(),
  });

export const clientBody = z
  .discriminatedUnion('type', [withMeta(physicalClientSchema), withMeta(legalClientSchema)], {
    error:
      'Le type de client doit valoir «\u202fphysical_person\u202f» ou «\u202flegal_entity\u202f».',
  })
  // The address book refuses what the client form refuses (postal code, e-mail…),
  // and the form's required fields (docs/product.md §5: civility and names, or name and legal
  // form). The whole-profile write does not check the latter on its list (legacy clients).
  .superRefine((client, ctx) => {
    for (const issue of [
      ...clientRequiredIssues(client),
      ...clientFormatIssues(client, new Date()),
    ])
      ctx.addIssue({ code: 'custom', ...issue });
  });

export const clientIdParams = z.strictObject({ id: clientIdSchema });
