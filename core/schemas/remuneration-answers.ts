import {
  FLAT_FEE_GROUNDS,
  PRODUCERS,
  REMUNERATION_MODES,
  ROYALTY_BASES,
  rateFormatError,
} from '../answers/remuneration-answers';
import { z, text } from './zod-fr';
import { priceText } from './price';

/** An amount for each ticked support (an audiovisual work's price per mode: L132-25, L132-31). */
export const perSupportPrices = <T extends readonly [string, ...string[]]>(supports: T) =>
  z.partialRecord(z.enum(supports, { error: 'Support inconnu.' }), priceText()).default(() => ({}));

export const remunerationAnswersFields = {
  mode_remuneration: z
    .enum(REMUNERATION_MODES, {
      error:
        'mode_remuneration doit valoir «\u202fforfait\u202f» ou «\u202fproportionnelle\u202f».',
    })
    .default('forfait'),
  forfait_motifs: z
    .array(z.enum(FLAT_FEE_GROUNDS, { error: 'Motif de forfait inconnu.' }))
    .max(FLAT_FEE_GROUNDS.length)
    .refine((list) => new Set(list).size === list.length, {
      error: 'forfait_motifs ne doit pas contenir de doublon.',
    })
    .default([]),
  /** A percentage as typed (« 7,5 »), '' while not answered. */
  taux_proportionnel: text(12)
    .default('')
    .superRefine((raw, ctx) => {
      const error = rateFormatError(raw);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  assiette: z
    .enum([...ROYALTY_BASES, ''], { error: 'Assiette de la rémunération inconnue.' })
    .default(''),
  /** An advance on the royalties, paid whatever they come to; '' = none. */
  minimum_garanti: priceText(),
  /** Who produces an audiovisual work (L132-23); '' = not answered. */
  producteur: z.enum([...PRODUCERS, ''], { error: 'Producteur inconnu.' }).default(''),
  /** A commissioned work used for advertising (L132-31). */
  oeuvre_publicitaire: z
    .boolean({ error: 'oeuvre_publicitaire doit être vrai ou faux.' })
    .default(false),
  /** The music and the performers in the film are cleared by the author, who hands over the licences. */
  musique_interpretes_autorises: z
    .boolean({ error: 'musique_interpretes_autorises doit être vrai ou faux.' })
    .default(false),
};
