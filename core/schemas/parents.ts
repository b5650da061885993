import { PARENTAL_AUTHORITY } from '../answers/parents';
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

export const parentFields = {
  autorite_parentale: z
    .enum(PARENTAL_AUTHORITY, { error: 'Choix inconnu pour l’autorité parentale.' })
    .default('conjointe'),
  parent1: parentSchema.default(() => parentSchema.parse({})),
  parent2: parentSchema.default(() => parentSchema.parse({})),
};
