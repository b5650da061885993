import { z } from './zod-fr';
import { legalEntityFields, physicalPersonFields } from './profile-fields';

/**
 * A client id: the creation timestamp in the spec (docs/product.md §3), any short string on the
 * wire.
 */
export const clientIdSchema = z
  .string({ error: 'L’identifiant du client doit être un texte.' })
  .trim()
  .min(1, { error: 'L’identifiant du client est obligatoire.' })
  .max(64, { error: 'L’identifiant du client ne doit pas dépasser 64 caractères.' });

const clientTypeError = {
  error:
    'Le type de client doit valoir «\u202fphysical_person\u202f» ou «\u202flegal_entity\u202f».',
};

export const physicalClientSchema = z.strictObject({
  id: clientIdSchema,
  type: z.literal('physical_person'),
  ...physicalPersonFields,
});

export const legalClientSchema = z.strictObject({
  id: clientIdSchema,
  type: z.literal('legal_entity'),
  ...legalEntityFields,
});

/**
 * A client of the address book (docs/product.md §3 "Client"): id, type, and the profile fields of
 * that type. Legacy `civilite` / `representant` are accepted; core/rules/legacy-fields.ts folds
 * them into `gentille` / `representant_*`.
 */
export const clientSchema = z.discriminatedUnion(
  'type',
  [physicalClientSchema, legalClientSchema],
  clientTypeError,
);

/** A client as sent by the client form: the server assigns the id when it is missing. */
export const clientInputSchema = z.discriminatedUnion(
  'type',
  [
    physicalClientSchema.extend({ id: clientIdSchema.optional() }),
    legalClientSchema.extend({ id: clientIdSchema.optional() }),
  ],
  clientTypeError,
);

export type Client = z.infer<typeof clientSchema>;
export type PhysicalClient = z.infer<typeof physicalClientSchema>;
export type LegalClient = z.infer<typeof legalClientSchema>;
export type ClientInput = z.input<typeof clientInputSchema>;
