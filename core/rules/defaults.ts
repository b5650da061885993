import { AUTEUR, type Territory } from '../answers/draft';
import type { Draft } from '../schemas/draft';
import { consumerAsked, isMicroLicence } from './situations';

/**
 * docs/product.md §9 defaults (the schemas apply them too, so parse({}) and these objects agree).
 */
export {
  CAPITAL_EXAMPLE,
  DEFAULT_NATIONALITY,
  DEFAULT_REPRESENTATIVE_CIVILITY,
} from '../answers/profile-fields';

/**
 * legal review E: the lawful defaults the wizard pre-fills because L131-3 CPI and art. 9 C. civ.
 * require a duration, a territory and a destination.
 */
export const LAWFUL_DEFAULTS = {
  /** Free copyright assignment: a short fixed term lowers the donation risk (legal review A7). */
  freeCopyrightYears: 5,
  /** Image authorisation: a fixed term, never perpetual (legal review B5). */
  imageYears: 5,
  /** Paid copyright assignment: the legal protection term (life + 70 years, L123-1 CPI). */
  paidCopyrightTerm: 'legal_term',
  territory: 'monde_entier' as Territory,
  destination: 'la communication et la promotion des activités du Cessionnaire',
} as const;

/** One-line French explanations for the wizard's step 5 helper texts. */
export const LAWFUL_DEFAULT_EXPLANATIONS = {
  freeCopyrightDuration:
    'Une cession gratuite est limitée à 5 ans, renouvelables par écrit\u00a0: une durée courte protège le contrat contre sa requalification en donation.',
  paidCopyrightDuration:
    'Une cession payante vaut par défaut pour toute la durée de protection légale des droits (vie de l’auteur + 70 ans).',
  microLicenceDuration:
    'Une licence à moins de 10\u00a0€ vaut 5 ans par défaut, renouvelables par écrit, et 10 ans au plus\u00a0: un prix symbolique n’achète pas la durée légale.',
  imageDuration:
    'Une autorisation de droit à l’image doit avoir une durée limitée\u00a0: 5 ans par défaut, renouvelables par écrit.',
  territory:
    'Le territoire «\u202fmonde entier\u202f» est nécessaire dès que le contenu est diffusé sur Internet.',
  destination:
    'La loi impose d’indiquer à quoi serviront les droits\u00a0: par défaut, «\u202fla communication et la promotion des activités du Cessionnaire\u202f».',
} as const;

export type CopyrightDuration = { kind: 'years'; years: number } | { kind: 'legal_term' };

/**
 * The duration the copyright part states: the user's choice, else legal review E's default — the
 * legal term for a price, five years for a free grant or a micro-licence (A5b: a token price does
 * not buy the legal term).
 */
export function effectiveCopyrightDuration(draft: Draft): CopyrightDuration {
  if (draft.duree_annees !== null) return { kind: 'years', years: draft.duree_annees };
  return draft.type_cession === 'Gratuite' || isMicroLicence(draft)
    ? { kind: 'years', years: LAWFUL_DEFAULTS.freeCopyrightYears }
    : { kind: 'legal_term' };
}

/** Years of the image authorisation: the user's choice, else 5. */
export function effectiveImageYears(draft: Pick<Draft, 'duree_image_annees'>): number {
  return draft.duree_image_annees ?? LAWFUL_DEFAULTS.imageYears;
}

/**
 * The default destination as the contract words it for this draft: the grantee is « le
 * Cessionnaire » of a paid copyright assignment, « le Bénéficiaire » otherwise (free grants, the
 * image) — the wizard's hint said « Cessionnaire » for an image authorisation.
 */
export function defaultDestinationFor(draft: DestinationDraft): string {
  const paidWork = draft.type_cession === 'Onéreuse' && draft.type_contrat.includes(AUTEUR);
  const grantee = !paidWork
    ? 'Bénéficiaire'
    : draft.nature_contrat === 'licence'
      ? 'Licencié'
      : 'Cessionnaire';
  // LEGAL J9: a consumer buys for a private use, never for communication or promotion.
  if (draft.cessionnaire_consommateur && consumerAsked(draft as Draft))
    return consumerDestination(grantee);
  return `la communication et la promotion des activités du ${grantee}`;
}

/** A consumer's default destination (LEGAL J9): a private use, never an exploitation for gain. */
export const consumerDestination = (grantee: string): string =>
  `l’usage personnel et familial du ${grantee}, à l’exclusion de toute exploitation commerciale`;
type DestinationDraft = Pick<Draft, 'type_cession' | 'type_contrat'> &
  Partial<Pick<Draft, 'nature_contrat' | 'cessionnaire_consommateur' | 'entreprise_info'>>;

export const destinationExplanationFor = (draft: DestinationDraft): string =>
  `La loi impose d’indiquer à quoi serviront les droits\u00a0: par défaut, «\u202f${defaultDestinationFor(draft)}\u202f».`;

/** The destination (purpose) the contract states: the user's text, else the default one. */
export function effectiveDestination(draft: Pick<Draft, 'destination'>): string {
  return draft.destination.trim() || LAWFUL_DEFAULTS.destination;
}
