import { z } from './zod-fr';
import { clientSchema } from './client';
import { PROFILE_TYPES } from '../answers/profile-fields';
import { legalEntityFields, physicalPersonFields } from './profile-fields';
import { ignoredUserId } from './wire';
import { partySideSchema } from './side';

export const physicalPersonProfileSchema = z.strictObject({
  ...physicalPersonFields,
  is_configured: z.boolean({ error: 'is_configured doit être vrai ou faux.' }).default(false),
});
export const legalEntityProfileSchema = z.strictObject({
  ...legalEntityFields,
  is_configured: z.boolean({ error: 'is_configured doit être vrai ou faux.' }).default(false),
});

export type PhysicalPersonProfile = z.infer<typeof physicalPersonProfileSchema>;
export type LegalEntityProfile = z.infer<typeof legalEntityProfileSchema>;

/**
 * '' = no preferred profile: the user picks at each contract creation (docs/product.md §2
 * Dashboard).
 */
export const selectedEntityTypeSchema = z
  .enum([...PROFILE_TYPES, ''], {
    error:
      'selected_entity_type doit valoir «\u202fphysical_person\u202f», «\u202flegal_entity\u202f» ou être vide.',
  })
  .default('');
export type SelectedEntityType = z.infer<typeof selectedEntityTypeSchema>;

/**
 * The stored profile of the user — the assignee, or the author or model when `side` is
 * 'cedant' — read and written whole (docs/product.md §3 "User profile").
 */
export const userProfileSchema = z.strictObject({
  physical_person: physicalPersonProfileSchema.default(() => physicalPersonProfileSchema.parse({})),
  legal_entity: legalEntityProfileSchema.default(() => legalEntityProfileSchema.parse({})),
  selected_entity_type: selectedEntityTypeSchema,
  /** The side the user drafts from by default; each contract may say otherwise (`Draft.side`). */
  side: partySideSchema,
  clients: z
    .array(clientSchema)
    .max(1000, { error: 'Le carnet ne peut pas contenir plus de 1000 clients.' })
    .refine((list) => new Set(list.map((c) => c.id)).size === list.length, {
      error: 'Deux clients ne peuvent pas avoir le même identifiant.',
    })
    .default([]),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * GET|POST /api/user-profile's answer (docs/product.md §7): the whole profile with its clients,
 * and `version` (0 = never saved), which the next save must carry so a write from a stale tab
 * answers 409 VERSION_CONFLICT. The server's presenter builds it, the web app parses it.
 */
export const profileResponseSchema = userProfileSchema.extend({
  version: z.number().int().min(0),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * POST /user-profile body (docs/product.md §7): the profile fields plus user_id, accepted and
 * ignored.
 */
export const userProfileBodySchema = userProfileSchema.extend({
  user_id: ignoredUserId,
});
export type UserProfileBody = z.input<typeof userProfileBodySchema>;

/** The assignee (cessionnaire) as carried inside a draft: the selected profile plus its type. */
export const entrepriseInfoSchema = z.discriminatedUnion(
  'type',
  [
    physicalPersonProfileSchema.extend({ type: z.literal('physical_person') }),
    legalEntityProfileSchema.extend({ type: z.literal('legal_entity') }),
  ],
  {
    error:
      'entreprise_info.type doit valoir «\u202fphysical_person\u202f» ou «\u202flegal_entity\u202f».',
  },
);
export type EntrepriseInfo = z.infer<typeof entrepriseInfoSchema>;
