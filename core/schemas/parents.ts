import { z, optionalText } from './zod-fr';
import { postalAddressFields } from './address';

/**
 * The holders of parental authority of a minor author or model (legal review B3 v2, H2): each is
 * identified separately, with their own address (separated parents are the case the rule is for).
 */
export const parentSchema = z.strictObject({
  gentille: z
    .enum(['M.', 'Mme', ''], { error: 'Civilité invalide\u00a0: choisissez M. ou Mme.' })
    .default(''),
  nom: optionalText(120),
  prenom: optionalText(120),
  ...postalAddressFields,
});
export type Parent = z.infer<typeof parentSchema>;

export const PARENTAL_AUTHORITY = ['conjointe', 'exclusive'] as const;
export type ParentalAuthority = (typeof PARENTAL_AUTHORITY)[number];
export const PARENTAL_AUTHORITY_LABELS: Record<ParentalAuthority, string> = {
  conjointe: 'Les deux parents exercent l’autorité parentale',
  exclusive: 'Un seul parent exerce l’autorité parentale (décision de justice, décès…)',
};

export const parentFields = {
  autorite_parentale: z
    .enum(PARENTAL_AUTHORITY, { error: 'Choix inconnu pour l’autorité parentale.' })
    .default('conjointe'),
  parent1: parentSchema.default(() => parentSchema.parse({})),
  parent2: parentSchema.default(() => parentSchema.parse({})),
};
