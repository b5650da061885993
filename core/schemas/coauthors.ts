import { z, optionalText } from './zod-fr';
import { postalAddressFields } from './address';

/**
 * The other authors of a work of collaboration (LEGAL J13; CPI L113-2 al. 1, L113-3): natural
 * persons, identified like the author, each a party who signs, each with a share of the price.
 * The author of `auteur_info` is the first of them; `coauteurs` holds the others.
 */
export const MAX_COAUTHORS = 5;

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

/** '40', '40 %' or '40%': a whole percent from 1 to 99; null when the text is not one. */
export function shareOf(text: string): number | null {
  const match = /^\s*(\d{1,2})\s*%?\s*$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  return value >= 1 && value <= 99 ? value : null;
}

export const SHARE_FORMAT_MESSAGE =
  'Indiquez la part de ce coauteur en pourcentage entier, de 1 à 99 (ex.\u00a0: 40).';
