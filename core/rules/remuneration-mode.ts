import { AUTEUR, SUPPORTS, type Support } from '../answers/draft';
import type { Draft } from '../schemas/draft';
import { priceOf } from '../answers/price';
import { SUPPORT_NAMES_FR } from './destination-supports';
import { formatAmountFr } from '../document/typography';

/**
 * How a paid copyright part is remunerated (LEGAL J2, J10; CPI L131-4, L132-25, L132-31), as pure
 * functions of the draft: which answers are asked, and which combinations the contract could only
 * draft as something false — refused in French on the field that must change.
 */
type Answers = Pick<
  Draft,
  | 'type_contrat'
  | 'type_cession'
  | 'auteur_type'
  | 'mode_remuneration'
  | 'forfait_motifs'
  | 'droits_cedes'
  | 'supports'
  | 'nature_oeuvre'
  | 'oeuvre_publicitaire'
  | 'remuneration'
  | 'remuneration_par_support'
  | 'original'
  | 'oeuvre_graphique'
>;

const paidWork = (d: Pick<Answers, 'type_contrat' | 'type_cession'>): boolean =>
  d.type_contrat.includes(AUTEUR) && d.type_cession === 'Onéreuse';

/** The copyright part is paid a share of the receipts (L131-4 al. 1). */
export const isProportional = (d: Answers): boolean =>
  paidWork(d) && d.mode_remuneration === 'proportionnelle';

/** The copyright part is paid a flat fee. */
export const isFlatFee = (d: Answers): boolean =>
  paidWork(d) && d.mode_remuneration !== 'proportionnelle';

/**
 * L131-4 governs « la cession par l'auteur »: its grounds are asked of a natural-person author
 * only (a company's own deed is outside it: lump-sum.ts).
 */
export const flatFeeGroundsAsked = (d: Answers): boolean =>
  isFlatFee(d) && d.auteur_type === 'Personne physique';

/**
 * Copies are sold or rented: the distribution (by sale) or rental right is granted, or the work
 * goes on the packaging of products that are sold.
 */
export const sellsCopies = (d: Pick<Answers, 'type_cession' | 'droits_cedes' | 'supports'>) =>
  (d.type_cession === 'Onéreuse' &&
    d.droits_cedes.some((r) => r === 'distribution' || r === 'location')) ||
  d.supports.includes('emballages');

export const NO_RECEIPTS_FALSE_MESSAGE =
  'Le contrat permet de vendre ou de louer des exemplaires de l’œuvre (droit de distribution, de location, ou emballages)\u00a0: ' +
  'ces ventes produisent des recettes, et le motif «\u202faucune recette ne peut être comptée\u202f» serait faux, ce qui ' +
  'ferait tomber le forfait (article L131-4 du CPI). Choisissez un autre motif, la rémunération proportionnelle, ou retirez ces droits.';

/** A ground the other answers contradict (a false ground makes the flat fee fail: LEGAL J2). */
export function flatFeeGroundsError(d: Answers): string | null {
  if (!flatFeeGroundsAsked(d)) return null;
  return d.forfait_motifs.includes('sans_recettes') && sellsCopies(d)
    ? NO_RECEIPTS_FALSE_MESSAGE
    : null;
}

/** The work is a film or video (LEGAL J10). */
export const isAudiovisual = (d: Pick<Answers, 'type_contrat' | 'nature_oeuvre'>): boolean =>
  d.type_contrat.includes(AUTEUR) && d.nature_oeuvre === 'audiovisuelle';

/**
 * A flat fee for an audiovisual work is split by mode of exploitation (L132-25: the remuneration
 * is due for each mode; L132-31 for a commissioned advertising work): one amount per ticked
 * support. A share of the receipts is already counted mode by mode.
 */
export const pricesPerSupportAsked = (d: Answers): boolean => isAudiovisual(d) && isFlatFee(d);

/** The ticked supports, in the wizard's order. */
export const tickedSupports = (d: Pick<Answers, 'supports'>): Support[] =>
  SUPPORTS.filter((s) => d.supports.includes(s));

export const ADVERTISING_PROPORTIONAL_MESSAGE =
  'Une œuvre publicitaire de commande est rémunérée par un prix distinct pour chaque mode d’exploitation, selon la zone, la ' +
  'durée et le support (article L132-31 du CPI)\u00a0: ce modèle ne sait pas l’exprimer en pourcentage. Choisissez un prix forfaitaire, ' +
  'réparti par support.';

/** Advertising films are priced per mode, zone, duration and support (L132-31): no percentage here. */
export function remunerationModeError(d: Answers): string | null {
  return isAudiovisual(d) && d.oeuvre_publicitaire && isProportional(d)
    ? ADVERTISING_PROPORTIONAL_MESSAGE
    : null;
}

/**
 * The amounts per support must add up to the price the contract prints in words (C. civ. 1163:
 * one determined price), checked once every amount and the price are given.
 */
export function perSupportTotalError(d: Answers): string | null {
  if (!pricesPerSupportAsked(d)) return null;
  const total = priceOf(d.remuneration);
  const amounts = tickedSupports(d).map((s) => priceOf(d.remuneration_par_support[s] ?? ''));
  if (total === null || amounts.length === 0 || amounts.some((a) => a === null)) return null;
  const sum = (amounts as number[]).reduce((a, b) => a + b, 0);
  if (Math.round(sum * 100) === Math.round(total * 100)) return null;
  return (
    `Les prix par support font ${formatAmountFr(sum)} alors que le prix total est de ${formatAmountFr(total)}\u00a0: ` +
    'leur somme doit être égale au prix, que le contrat répartit par mode d’exploitation (article L132-25 du CPI).'
  );
}

/** The label of a support's price field. */
export const supportPriceLabel = (s: Support): string =>
  `Prix pour le support «\u202f${SUPPORT_NAMES_FR[s]}\u202f» (en euros)`;

/**
 * A graphic work or a logo answered to exist only as files has no original whose resale the droit
 * de suite follows (LEGAL J11): the contract, which says so in its delivery article, has no droit
 * de suite article either.
 */
export const filesOnlyWork = (
  d: Pick<Answers, 'nature_oeuvre' | 'oeuvre_graphique' | 'original'>,
): boolean => (d.nature_oeuvre === 'logo' || d.oeuvre_graphique) && d.original === 'numerique';

/** Said on `original`, where the work is answered to exist only as files. */
export const RESALE_RIGHT_MESSAGE =
  'Le droit de suite coché à l’étape 2 porte sur la revente de l’original matériel d’une œuvre graphique ou plastique ' +
  '(article L122-8 du CPI)\u00a0: une œuvre qui n’existe qu’en fichiers n’en a pas. Indiquez ici que l’original physique ' +
  'existe, ou décochez «\u202fsuite\u202f» à l’étape 2.';

export function resaleRightError(d: Answers): string | null {
  return d.droits_cedes.includes('suite') && filesOnlyWork(d) && d.type_contrat.includes(AUTEUR)
    ? RESALE_RIGHT_MESSAGE
    : null;
}
