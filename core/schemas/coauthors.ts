import { MAX_COAUTHORS } from '../answers/coauthors';
import { z, optionalText } from './zod-fr';
import { postalAddressFields } from './address';

export const coauthorSchema = z.strictObject({
  gentille: z
    .enum(['M.', 'Mme', ''], { error: 'Civilité invalide\u00a0: choisissez M. ou Mme.' })
    .default(''),
  nom: optionalText(120),
  prenom: optionalText(120),
  date_naissance: optionalText(10).refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), {
    error: 'La date de naissance doit être au format AAAA-MM-JJ.',
  }),
  lieu_naissance: optionalText(120),
  nationalite: optionalText(80),
  ...postalAddressFields,
  /** This co-author's share of the remuneration, in whole percent ('' = not answered yet). */
  part: optionalText(6),
});
export type Coauthor = z.infer<typeof coauthorSchema>;

export const coauthorFields = {
  coauteurs: z
    .array(coauthorSchema, { error: 'coauteurs doit être une liste de personnes.' })
    .max(MAX_COAUTHORS, {
      error: `Une œuvre de collaboration compte ici au plus ${MAX_COAUTHORS + 1} auteurs (l’auteur et ${MAX_COAUTHORS} coauteurs).`,
    })
    .default([]),
};
