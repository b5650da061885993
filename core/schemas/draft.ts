import {
  AUTEUR,
  AUTHOR_CIVILITIES,
  CESSION_TYPES,
  CONTRACT_TYPES,
  EXTRA_RIGHTS,
  IMAGE,
  IMAGE_EXCLUSIVITY_MESSAGE,
  MAX_FREE_YEARS,
  SUPPORTS,
  TERRITORIES,
} from '../answers/draft';
import { z, text, optionalText, optionalMultilineText, wholeNumber } from './zod-fr';
import { postalAddressFields } from './address';
import { entrepriseInfoSchema } from './profile';
import { parentFields } from './parents';
import { MIN_PAID_PRICE, TOKEN_PRICE_MESSAGE, priceOf } from '../answers/price';
import { paymentTermsSchema, priceText, taxRegimeSchema } from './price';
import { workOptionsFields } from './work-options';
import { childAuthorisationFields } from './child-authorisation';
import { depictionFields } from './depiction';
import { imageContextFields } from './image-context';
import { foreignRegistrationFields, vatNumberFields } from './foreign-party';
import { DEFAULT_SUPPORTS } from '../answers/work-answers';
import { workAnswersFields } from './work-answers';
import { perSupportPrices, remunerationAnswersFields } from './remuneration-answers';
import { LICENCE_EXCLUSIVITY_MESSAGE } from '../answers/situations';
import { situationFields } from './situations';
import { coauthorFields } from './coauthors';
import { ignoredUserId } from './wire';
import { partySideSchema } from './side';

/** Bookkeeping the wizard keeps inside auteur_info (client picker). */
const clientLink = {
  id: text(64).optional(),
  saveToClients: z.boolean().optional(),
};

export const physicalAuthorSchema = z.strictObject({
  gentille: z
    .enum([...AUTHOR_CIVILITIES, ''], { error: 'Civilité invalide\u00a0: choisissez M. ou Mme.' })
    .default(''),
  nom: optionalText(120),
  prenom: optionalText(120),
  date_naissance: optionalText(10).refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), {
    error: 'La date de naissance doit être au format AAAA-MM-JJ.',
  }),
  lieu_naissance: optionalText(120),
  nationalite: optionalText(80),
  ...postalAddressFields,
  /** A French author's VAT number, printed on a reverse-charged price (LEGAL J17). */
  ...vatNumberFields,
  /** Only read for a minor (legal review B3 v2): both holders of parental authority, each identified. */
  ...parentFields,
  ...clientLink,
});

export const companyAuthorSchema = z.strictObject({
  nom: optionalText(200),
  forme_juridique: optionalText(80),
  capital: optionalText(40),
  siren: optionalText(20),
  rcs_ville: optionalText(120),
  /** A company established abroad: its own register instead of the RCS (LEGAL J17). */
  ...foreignRegistrationFields,
  ...postalAddressFields,
  representant_civilite: z
    .enum(['M.', 'Mme', 'Mlle', ''], { error: 'Civilité du représentant invalide.' })
    .default('M.'),
  representant_nom: optionalText(120),
  representant_prenom: optionalText(120),
  qualite_representant: optionalText(120),
  ...clientLink,
});

export type PhysicalAuthor = z.infer<typeof physicalAuthorSchema>;
export type CompanyAuthor = z.infer<typeof companyAuthorSchema>;

const uniqueList = <T extends z.ZodType>(item: T, field: string) =>
  z
    .array(item)
    .max(30)
    .refine((list) => new Set(list).size === list.length, {
      error: `${field} ne doit pas contenir de doublon.`,
    })
    .default([]);

/**
 * The wizard's answers: the wire format of every call that carries a contract (docs/product.md §3
 * "Contract draft"), plus the fields the law requires (legal review A2, B1, E): durations,
 * territory, destination, and whether the work is graphic or plastic (droit de suite).
 */
const draftBase = {
  type_contrat: uniqueList(
    z.enum(CONTRACT_TYPES, { error: 'Type de contrat inconnu.' }),
    'type_contrat',
  ),
  type_cession: z
    .enum(CESSION_TYPES, {
      error: 'type_cession doit valoir «\u202fGratuite\u202f» ou «\u202fOnéreuse\u202f».',
    })
    .default('Gratuite'),
  droits_cedes: uniqueList(z.enum(EXTRA_RIGHTS, { error: 'Droit inconnu.' }), 'droits_cedes'),
  exclusivite: z.boolean({ error: 'exclusivite doit être vrai ou faux.' }).default(false),
  description_oeuvre: optionalMultilineText(5000),
  description_image: optionalMultilineText(5000),
  supports: uniqueList(z.enum(SUPPORTS, { error: 'Support inconnu.' }), 'supports').default([
    ...DEFAULT_SUPPORTS,
  ]),
  /**
   * A positive amount in euros (legal review A5b), still a string on the wire (docs/product.md §3).
   */
  remuneration: priceText(),
  /** Image price in a combined paid contract (legal review C: separate remuneration lines). */
  remuneration_image: priceText(),
  tva_regime: taxRegimeSchema,
  modalites_paiement: paymentTermsSchema,
  ...workOptionsFields,
  ...childAuthorisationFields,
  ...depictionFields,
  ...imageContextFields,
  ...workAnswersFields,
  ...remunerationAnswersFields,
  /** An audiovisual work's price for each ticked support, adding up to `remuneration` (LEGAL J10). */
  remuneration_par_support: perSupportPrices(SUPPORTS),
  ...situationFields,
  /**
   * The user's side in this contract (core/rules/sides.ts): 'cessionnaire' (the default, and every
   * draft stored before the choice existed) takes the assignee from the profile; 'cedant' takes
   * the author from the profile and the assignee from the client book or typed.
   */
  side: partySideSchema,
  entreprise_info: entrepriseInfoSchema.optional(),
  /** Graphic or plastic work: the only kind for which the droit de suite exists (L122-8). */
  oeuvre_graphique: z.boolean({ error: 'oeuvre_graphique doit être vrai ou faux.' }).default(false),
  /** Years of the copyright grant; null = lawful default (legal review E). */
  duree_annees: wholeNumber(1, 70, 'La durée de la cession (en années)').nullable().default(null),
  /** Years of the image authorisation; null = lawful default (5 years). */
  duree_image_annees: wholeNumber(1, 15, 'La durée de l’autorisation (en années)')
    .nullable()
    .default(null),
  territoire: z.enum(TERRITORIES, { error: 'Territoire inconnu.' }).default('monde_entier'),
  /** Purpose of the exploitation (L131-3); '' = the template's default destination. */
  destination: optionalMultilineText(500),
  lieu_signature: optionalText(120),
  /**
   * The contract's one date (core/rules/contract-date.ts): set once when the contract is
   * started, read by every renderer; absent in a draft not yet dated.
   */
  date_contrat: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: 'date_contrat doit être une date au format AAAA-MM-JJ.',
    })
    .refine(isCalendarDay, { error: 'date_contrat n’est pas une date du calendrier.' })
    .optional(),
  /**
   * « Le modèle photographié est une autre personne que l'auteur » (legal review C). Only read when
   * Image is chosen (core/rules/distinct-model.ts `hasDistinctModel`):
   * - Auteur + Image: three parties; the author signs the copyright part only, the model
   *   (modele_info) the image part only, the assignee both.
   * - Image only: the model in modele_info authorises and auteur_info is ignored. The right to
   *   one's image belongs to the person depicted alone (C. civ. 9), so making the model the party
   *   is the only lawful reading; it is accepted rather than rejected because a schema error would
   *   make the wizard drop the stored draft (wizard-storage) whenever Auteur is unticked afterwards.
   * - Auteur only: no image part, the flag and modele_info are ignored.
   */
  modele_distinct: z.boolean({ error: 'modele_distinct doit être vrai ou faux.' }).default(false),
  /** The model's identity when modele_distinct (same fields as a natural-person author). */
  modele_info: physicalAuthorSchema.default(() => physicalAuthorSchema.parse({})),
  /** The author's co-authors (LEGAL J13): read only for a natural-person author of a work. */
  ...coauthorFields,
  /** Accepted and ignored: the server takes the user from the session (docs/design.md §4). */
  user_id: ignoredUserId,
};

/** 'AAAA-MM-JJ' names a real day (no 30 February). */
function isCalendarDay(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

export const draftSchema = z
  .discriminatedUnion(
    'auteur_type',
    [
      z.strictObject({
        ...draftBase,
        auteur_type: z.literal('Personne physique'),
        auteur_info: physicalAuthorSchema.default(() => physicalAuthorSchema.parse({})),
      }),
      z.strictObject({
        ...draftBase,
        auteur_type: z.literal('Personne morale'),
        auteur_info: companyAuthorSchema.default(() => companyAuthorSchema.parse({})),
      }),
    ],
    {
      error:
        'auteur_type doit valoir «\u202fPersonne physique\u202f» ou «\u202fPersonne morale\u202f».',
    },
  )
  .superRefine((draft, ctx) => {
    if (draft.droits_cedes.includes('suite') && !draft.oeuvre_graphique) {
      ctx.addIssue({
        code: 'custom',
        path: ['droits_cedes'],
        message: 'Le droit de suite ne concerne que les œuvres graphiques ou plastiques.',
      });
    }
    // legal review A7/E: a free grant stays short, or courts may read it as a donation.
    if (
      draft.type_cession === 'Gratuite' &&
      draft.duree_annees !== null &&
      draft.duree_annees > MAX_FREE_YEARS
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['duree_annees'],
        message: `Une autorisation gratuite est limitée à ${MAX_FREE_YEARS} ans au plus.`,
      });
    }
    if (draft.type_cession === 'Onéreuse') {
      // legal review A5b: a token price must not unlock exclusivity and the legal term.
      // A copyright paid a share of receipts (LEGAL J2) has no `remuneration`: a stale one is not read.
      const prices: ('remuneration' | 'remuneration_image' | 'remuneration_exclusivite')[] =
        draft.type_contrat.includes(AUTEUR) && draft.mode_remuneration === 'proportionnelle'
          ? []
          : ['remuneration'];
      if (draft.type_contrat.includes(AUTEUR) && draft.type_contrat.includes(IMAGE))
        prices.push('remuneration_image');
      // LEGAL J12: a licence may be a micro-licence; an assignment never has a token price.
      const licence = draft.nature_contrat === 'licence' && draft.type_contrat.includes(AUTEUR);
      // LEGAL J22: the image exclusivity's own price line is a real price too.
      if (draft.exclusivite_image) prices.push('remuneration_exclusivite');
      for (const field of prices) {
        if (field === 'remuneration' && licence) continue;
        const amount = priceOf(draft[field]);
        if (amount !== null && amount > 0 && amount < MIN_PAID_PRICE)
          ctx.addIssue({ code: 'custom', path: [field], message: TOKEN_PRICE_MESSAGE });
      }
    }
    // legal review D17: exclusivity is never silently dropped; `exclusivite` is the copyright
    // part's, an image authorisation's is `exclusivite_image` (LEGAL J22).
    if (
      draft.exclusivite &&
      !draft.type_contrat.includes(AUTEUR) &&
      draft.type_contrat.includes(IMAGE)
    ) {
      ctx.addIssue({ code: 'custom', path: ['exclusivite'], message: IMAGE_EXCLUSIVITY_MESSAGE });
    }
    if (draft.exclusivite && draft.nature_contrat === 'licence')
      ctx.addIssue({
        code: 'custom',
        path: ['nature_contrat'],
        message: LICENCE_EXCLUSIVITY_MESSAGE,
      });
    if (draft.type_cession === 'Gratuite' && (draft.droits_cedes.length > 0 || draft.exclusivite)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type_cession'],
        message:
          'Une cession gratuite se limite à la reproduction et à la représentation, sans exclusivité.',
      });
    }
  });

/** What the wire accepts (fields optional) and what the code works with (defaults applied). */
export type DraftInput = z.input<typeof draftSchema>;
export type Draft = z.output<typeof draftSchema>;
