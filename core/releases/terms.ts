import { z } from '../schemas/zod-fr';
import { IMAGE } from '../answers/draft';
import { draftSchema, type Draft } from '../schemas/draft';
import { contractTitle } from '../schemas/zod-fr';
import { DEFAULT_SIDE } from '../answers/side';
import { dayFromIso } from '../rules/contract-date';

/**
 * A « séance » (docs/releases.md): one image authorisation prepared once by the photographer and
 * signed by each model on their own phone. Its terms are an image-only draft of the wizard
 * (core/schemas/draft.ts) without anything that names the model — supports, destination,
 * duration, territory, price or free, exchange or not, and the beneficiary — so the contract each
 * model signs is the wizard's contract, built by the same templates from the same answers.
 */

/** The draft keys that hold the model (or her parents, or her own authorisation): never a term. */
export const IDENTITY_KEYS = [
  'auteur_type',
  'auteur_info',
  'modele_distinct',
  'modele_info',
  'autorisation_prefectorale',
  'coauteurs',
  'date_contrat',
  'user_id',
] as const;
type IdentityKey = (typeof IDENTITY_KEYS)[number];

type PhysicalDraft = Extract<Draft, { auteur_type: 'Personne physique' }>;
/** The séance's terms: an image-only draft without the model. */
export type ReleaseTerms = Omit<PhysicalDraft, IdentityKey>;

const withoutIdentity = (input: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(input).filter(([key]) => !(IDENTITY_KEYS as readonly string[]).includes(key)),
  );

export const NOT_IMAGE_ONLY_MESSAGE =
  'Une séance prépare une autorisation de droit à l’image seule\u00a0: choisissez le seul type «\u202fImage (droit à l’image)\u202f».';
export const NOT_BENEFICIARY_MESSAGE =
  'Dans une séance, vous êtes le bénéficiaire de l’autorisation (le photographe)\u00a0: le modèle se présente lui-même.';
export const NO_BENEFICIARY_MESSAGE =
  'Indiquez le bénéficiaire de l’autorisation (votre profil)\u00a0: chaque modèle doit savoir à qui il autorise l’usage de son image.';

/**
 * The terms as the API receives them: any wizard draft (its identity keys are dropped, so a
 * contract's own answers can be sent as they are), checked by the draft schema itself, and
 * limited to an image authorisation whose beneficiary is the photographer.
 */
export const releaseTermsSchema = z
  .record(z.string(), z.unknown(), { error: 'Les conditions doivent être un objet.' })
  .transform((input, ctx): ReleaseTerms => {
    const parsed = draftSchema.safeParse({
      ...withoutIdentity(input),
      auteur_type: 'Personne physique',
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    const draft = parsed.data;
    if (draft.type_contrat.length !== 1 || draft.type_contrat[0] !== IMAGE)
      ctx.addIssue({ code: 'custom', path: ['type_contrat'], message: NOT_IMAGE_ONLY_MESSAGE });
    if (draft.side !== 'cessionnaire')
      ctx.addIssue({ code: 'custom', path: ['side'], message: NOT_BENEFICIARY_MESSAGE });
    if (!draft.entreprise_info)
      ctx.addIssue({ code: 'custom', path: ['entreprise_info'], message: NO_BENEFICIARY_MESSAGE });
    return termsOf(draft);
  });

/**
 * Whether a contract's answers can become a séance's terms (the checks above): an image
 * authorisation alone, the account on the beneficiary's side — where step 6 offers one.
 */
export const offersRelease = (draft: Pick<Draft, 'type_contrat' | 'side'>): boolean =>
  draft.type_contrat.length === 1 &&
  draft.type_contrat[0] === IMAGE &&
  draft.side === 'cessionnaire';

/**
 * The same question asked of a stored contract's answers, which « Mes Contrats » lists without
 * sending them: read loosely (only the two answers that decide), so a contract whose other
 * answers an older schema wrote still gets its answer, and a draft saying no side is on the
 * default one, as the draft schema reads it.
 */
export function storedAnswersOfferRelease(formData: unknown): boolean {
  if (!formData || typeof formData !== 'object') return false;
  const { type_contrat: types, side } = formData as Record<string, unknown>;
  if (!Array.isArray(types) || !types.every((t) => typeof t === 'string')) return false;
  if (side !== undefined && side !== 'cedant' && side !== 'cessionnaire') return false;
  return offersRelease({
    type_contrat: types as Draft['type_contrat'],
    side: side ?? DEFAULT_SIDE,
  });
}

/** A draft's terms: the same answers, the model taken out. */
export const termsOf = (draft: Draft): ReleaseTerms =>
  withoutIdentity(draft as unknown as Record<string, unknown>) as ReleaseTerms;

/** The closing date: a real day, AAAA-MM-JJ; the link works until the end of that day. */
const closingDate = z
  .string({ error: 'La date de clôture doit être une date.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La date de clôture doit être au format AAAA-MM-JJ.' })
  // « 2027-02-30 » has the format but is no day: it was stored and printed « ____ ».
  .refine((day) => dayFromIso(day) !== null, {
    error: 'La date de clôture n’existe pas dans le calendrier\u00a0: vérifiez le jour et le mois.',
  })
  .nullable()
  .default(null);

/** `POST /api/releases`: a title, the terms (`template`), an optional closing date, the consent. */
export const createReleaseBody = z.strictObject({
  title: contractTitle(),
  template: releaseTermsSchema,
  closes_on: closingDate,
  /**
   * The photographer's one consent to sign every authorisation made from these terms: recorded
   * with their hash and printed in each dossier de preuve.
   */
  consent: z.literal(true, {
    error:
      'Cochez la case par laquelle vous acceptez de signer chaque autorisation établie à partir de ces conditions.',
  }),
});
export type CreateReleaseBody = z.infer<typeof createReleaseBody>;

/**
 * The terms as one string whatever the order of their keys: what the terms' hash is taken of, so
 * the dossier's hash can be recomputed from the terms the séance shows.
 */
export function canonicalTerms(terms: ReleaseTerms): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
      );
    return value;
  };
  return JSON.stringify(sorted(terms));
}

/**
 * The sentence the photographer ticks when creating the séance (LEGAL J20: who signs, for whom,
 * what binds them), stored and printed as their consent in each dossier de preuve.
 */
export const photographerConsentText = (title: string, termsSha256: string): string =>
  `J’ai lu les conditions de la séance «\u202f${title}\u202f» (empreinte SHA-256 ${termsSha256}) et ` +
  'j’accepte de signer électroniquement, en qualité de bénéficiaire, chaque autorisation de droit à ' +
  'l’image établie à partir de ces conditions et signée par un modèle. Je sais que cette signature ' +
  'électronique m’engage comme une signature manuscrite (articles 1366 et 1367 du Code civil).';
