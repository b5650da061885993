import { AUTEUR, IMAGE, MAX_FREE_YEARS, type Support } from '../answers/draft';
import type { Draft } from '../schemas/draft';
import { MIN_PAID_PRICE, priceOf } from '../answers/price';
import { hasDistinctModel } from './distinct-model';
import { SUPPORT_NAMES_FR } from './destination-supports';

/**
 * When each situation of LEGAL J9, J12 and J22 is asked, and when it holds. A situation holds only
 * where it is asked: an answer outside it is refused with its reason (`situationRefusal`), never
 * printed as another situation nor silently dropped (LEGAL D17, J).
 */
type SituationDraft = Pick<
  Draft,
  | 'type_contrat'
  | 'type_cession'
  | 'auteur_type'
  | 'entreprise_info'
  | 'modele_distinct'
  | 'cessionnaire_consommateur'
  | 'nature_contrat'
  | 'exclusivite_image'
  | 'oeuvre_a_creer'
  | 'retractation'
  | 'supports'
  | 'mode_remuneration'
>;

const paid = (draft: SituationDraft) => draft.type_cession === 'Onéreuse';
const hasWork = (draft: SituationDraft) => draft.type_contrat.includes(AUTEUR);
const hasImage = (draft: SituationDraft) => draft.type_contrat.includes(IMAGE);

/**
 * J9: a consumer is a natural person (C. conso liminaire) buying rights in a work from its author,
 * who acts professionally; the module covers the copyright part alone. A private person receiving
 * an image authorisation, with or without the work, is no case the engine drafts: the person shown
 * consents to a use of their image (C. civ. 9) rather than selling a service, and when paid to pose
 * is presumed an employee (C. trav. L7123-3) — no withdrawal right nor consumer mediator fits that.
 * The answer is refused there (`consumerRefusal`), never dropped (LEGAL D17).
 */
export const consumerAsked = (draft: SituationDraft): boolean =>
  hasWork(draft) && !hasImage(draft) && draft.entreprise_info?.type === 'physical_person';
export const isConsumerAssignee = (draft: SituationDraft): boolean =>
  consumerAsked(draft) && draft.cessionnaire_consommateur;
/** Pre-contract information, withdrawal and mediation concern a contract for a price (L221-1). */
export const consumerSale = (draft: SituationDraft): boolean =>
  isConsumerAssignee(draft) && paid(draft);

/** J12: a licence of the copyright part, free or paid; a licence is never exclusive. */
export const isLicence = (draft: SituationDraft): boolean =>
  hasWork(draft) && draft.nature_contrat === 'licence';

/** The copyright price of a licence may be under the token floor: a micro-licence (J12). */
export const microPriceAllowed = (draft: SituationDraft, field: string): boolean =>
  field === 'remuneration' && isLicence(draft);

/**
 * J12 with A5b: a paid licence whose flat price is under the token floor. Allowed, but a token
 * price never unlocks the paid regime's legal term: its duration is the free regime's (5 years
 * unless answered, at most MAX_FREE_YEARS).
 */
export const isMicroLicence = (draft: SituationDraft & Pick<Draft, 'remuneration'>): boolean => {
  if (!isLicence(draft) || !paid(draft) || draft.mode_remuneration === 'proportionnelle')
    return false;
  const amount = priceOf(draft.remuneration);
  return amount !== null && amount < MIN_PAID_PRICE;
};

export const MICRO_LICENCE_DURATION_MESSAGE =
  `Une licence à moins de ${MIN_PAID_PRICE}\u00a0€ ne vaut pas pour une longue durée\u00a0: comme une ` +
  `autorisation gratuite, elle est limitée à ${MAX_FREE_YEARS} ans au plus. Choisissez une durée plus courte, ou ` +
  'un prix réel.';

/** Why the copyright duration cannot be honoured for a micro-licence, or null. */
export const microLicenceDurationRefusal = (
  draft: SituationDraft & Pick<Draft, 'remuneration' | 'duree_annees'>,
): string | null =>
  isMicroLicence(draft) && draft.duree_annees !== null && draft.duree_annees > MAX_FREE_YEARS
    ? MICRO_LICENCE_DURATION_MESSAGE
    : null;

/**
 * J22: the image grantor is the person shown (not a company passing on others' consents, who
 * cannot promise that those persons will refuse everyone else), and is paid.
 */
export const imageGrantorIsPerson = (draft: SituationDraft): boolean =>
  !(draft.auteur_type === 'Personne morale' && !hasDistinctModel(draft));
export const imageExclusivityAsked = (draft: SituationDraft): boolean =>
  hasImage(draft) && paid(draft) && imageGrantorIsPerson(draft);
export const isImageExclusive = (draft: SituationDraft): boolean =>
  imageExclusivityAsked(draft) && draft.exclusivite_image;

export const CONSUMER_COMPANY_MESSAGE =
  'Une société n’est pas un consommateur\u00a0: décochez «\u202fparticulier\u202f», ou choisissez votre profil de personne physique.';
export const CONSUMER_IMAGE_MESSAGE =
  'Le contrat d’un particulier consommateur ne porte que sur des droits d’auteur\u00a0: il ne contient pas d’autorisation de droit à l’image. Retirez le type «\u202fImage\u202f» ou décochez «\u202fparticulier\u202f».';
export const CONSUMER_IMAGE_ONLY_MESSAGE =
  'Le contrat d’un particulier consommateur ne porte que sur des droits d’auteur achetés à un auteur professionnel\u00a0: une autorisation de droit à l’image n’en est pas un, la personne représentée consentant à l’usage de son image (article 9 du Code civil) et, payée pour poser, étant présumée salariée (article L7123-3 du Code du travail). Décochez «\u202fparticulier\u202f».';
export const CUSTOM_WORK_MESSAGE =
  'L’exception de l’œuvre personnalisée ne vaut que pour une œuvre à créer selon les demandes du particulier (article L221-28, 3°, du Code de la consommation)\u00a0: cochez «\u202fL’œuvre reste à créer\u202f» ou choisissez une autre réponse.';
export const FREE_IMAGE_EXCLUSIVITY_MESSAGE =
  'Une autorisation gratuite n’est jamais exclusive\u00a0: l’exclusivité de l’image se paie, par une ligne de prix qui lui est propre. Choisissez «\u202fOnéreuse\u202f» ou décochez l’exclusivité.';
export const COMPANY_IMAGE_EXCLUSIVITY_MESSAGE =
  'Une société qui transmet l’autorisation des personnes photographiées ne peut pas promettre qu’elles refuseront toute autre utilisation de leur image\u00a0: seule la personne représentée peut consentir une exclusivité. Décochez l’exclusivité ou faites signer le modèle (personne distincte).';

/** Why the consumer answer cannot be honoured for this draft, or null. */
export function consumerRefusal(draft: SituationDraft): string | null {
  if (!draft.cessionnaire_consommateur || consumerAsked(draft)) return null;
  if (draft.entreprise_info?.type === 'legal_entity') return CONSUMER_COMPANY_MESSAGE;
  if (!hasImage(draft)) return null;
  return hasWork(draft) ? CONSUMER_IMAGE_MESSAGE : CONSUMER_IMAGE_ONLY_MESSAGE;
}

/**
 * Supports that only serve a trade — advertising, products sold, staff, business premises — as the
 * contract words them (clauses/supports.ts): ticked for a consumer, the deed would say the work is
 * bought outside any trade and used in one. Other supports (a site, social networks, prints,
 * albums, exhibitions) fit a private person.
 */
export const BUSINESS_SUPPORTS: readonly Support[] = [
  'publicites_en_ligne',
  'presse',
  'affichage',
  'television',
  'cinema',
  'emballages',
  'intranet',
  'enseignes_vehicules',
];

export const CONSUMER_PROPORTIONAL_MESSAGE =
  'Un particulier qui achète pour son usage personnel ne tire aucune recette de l’œuvre\u00a0: une rémunération proportionnelle n’aurait pas d’assiette et l’obligerait à des relevés annuels. À l’étape 5, choisissez un prix forfaitaire, ou décochez «\u202fparticulier\u202f».';

const quoted = (labels: string[]): string => {
  const items = labels.map((label) => `«\u202f${label}\u202f»`);
  return items.length > 1
    ? `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`
    : (items[0] ?? '');
};
export const consumerSupportsMessage = (supports: readonly Support[]): string =>
  `Un particulier qui achète pour son usage personnel n’utilise pas l’œuvre sur ${quoted(supports.map((s) => SUPPORT_NAMES_FR[s]))}\u00a0: ${supports.length > 1 ? 'ces supports servent' : 'ce support sert'} une activité professionnelle. À l’étape 5, ${supports.length > 1 ? 'décochez-les' : 'décochez-le'}, ou décochez «\u202fparticulier\u202f».`;

/**
 * Why a consumer's other answers contradict their buying for a private use (LEGAL J9), or null: a
 * business support, or a share of receipts a private use never earns.
 */
export function consumerUseRefusal(draft: SituationDraft): string | null {
  if (!isConsumerAssignee(draft)) return null;
  const business = BUSINESS_SUPPORTS.filter((s) => draft.supports.includes(s));
  if (business.length > 0) return consumerSupportsMessage(business);
  return consumerSale(draft) && draft.mode_remuneration === 'proportionnelle'
    ? CONSUMER_PROPORTIONAL_MESSAGE
    : null;
}

/** Why the withdrawal answer cannot be honoured, or null. */
export const withdrawalRefusal = (draft: SituationDraft): string | null =>
  consumerSale(draft) && draft.retractation === 'oeuvre_personnalisee' && !draft.oeuvre_a_creer
    ? CUSTOM_WORK_MESSAGE
    : null;

/** Why the image exclusivity cannot be honoured, or null. */
export function imageExclusivityRefusal(draft: SituationDraft): string | null {
  if (!draft.exclusivite_image || !hasImage(draft)) return null;
  if (!paid(draft)) return FREE_IMAGE_EXCLUSIVITY_MESSAGE;
  return imageGrantorIsPerson(draft) ? null : COMPANY_IMAGE_EXCLUSIVITY_MESSAGE;
}
