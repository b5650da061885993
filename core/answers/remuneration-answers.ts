/**
 * How the author is paid (LEGAL J2; CPI L131-4): the law's rule is a share of the receipts; a
 * flat fee is allowed only in the cases of L131-4 al. 2, which the wizard asks as facts — a flat
 * fee resting on a false ground fails. Audiovisual and logo answers (LEGAL J10, J11) sit here too:
 * they decide how an audiovisual work is priced.
 */

export const REMUNERATION_MODES = ['forfait', 'proportionnelle'] as const;

export type RemunerationMode = (typeof REMUNERATION_MODES)[number];

export const REMUNERATION_MODE_LABELS: Record<RemunerationMode, string> = {
  forfait: 'Un prix forfaitaire',
  proportionnelle: 'Un pourcentage des recettes (la règle de la loi)',
};

/**
 * The facts of L131-4 al. 2 the user may state, each one ground of the flat fee:
 * - `sans_recettes`: nothing containing the work is sold or rented, so no receipt can be counted
 *   (1° the basis cannot be determined, 2° no means of control);
 * - `element_accessoire`: the work is not the main element of what is sold (4°), whose receipts
 *   cannot isolate its share (1°);
 * - `controle_disproportionne`: counting and checking the receipts would cost more than it brings (3°).
 */
export const FLAT_FEE_GROUNDS = [
  'sans_recettes',
  'element_accessoire',
  'controle_disproportionne',
] as const;

export type FlatFeeGround = (typeof FLAT_FEE_GROUNDS)[number];

export const FLAT_FEE_GROUND_LABELS: Record<FlatFeeGround, string> = {
  sans_recettes:
    'Rien de ce qui contient l’œuvre n’est vendu ni loué\u00a0: aucune recette ne peut être comptée',
  element_accessoire:
    'L’œuvre n’est pas l’élément principal de ce qui est vendu (elle accompagne un produit, un document ou un contenu)',
  controle_disproportionne:
    'Compter et vérifier les recettes coûterait plus que ce qu’elles rapporteraient à l’auteur',
};

/** What the percentage is taken on. */
export const ROYALTY_BASES = ['prix_public_ht', 'recettes_ht'] as const;

export type RoyaltyBase = (typeof ROYALTY_BASES)[number];

export const ROYALTY_BASE_LABELS: Record<RoyaltyBase, string> = {
  prix_public_ht: 'Le prix de vente au public hors taxes de chaque exemplaire vendu',
  recettes_ht: 'Les recettes hors taxes encaissées par le cessionnaire grâce à l’œuvre',
};

/** Who makes the audiovisual work, in the sense of CPI L132-23 (LEGAL J10). */
export const PRODUCERS = ['cessionnaire', 'cedant'] as const;

export type Producer = (typeof PRODUCERS)[number];

export const PRODUCER_LABELS: Record<Producer, string> = {
  cessionnaire:
    'Le cessionnaire\u00a0: il prend l’initiative et la responsabilité de la réalisation du film',
  cedant:
    'L’auteur (ou sa société)\u00a0: il réalise le film sous sa responsabilité et le livre achevé',
};

/** « 8 », « 7,5 », « 12.25 % »: a percentage above zero, at most 100, two decimals at most. */
const RATE = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/;

/** The rate as a number, or null when it does not read as one. */
export function parseRate(raw: string): number | null {
  const match = RATE.exec(raw);
  if (!match) return null;
  return Number(`${match[1]}.${match[2] ?? '0'}`);
}

export const RATE_FORMAT_MESSAGE =
  'Indiquez un pourcentage en chiffres, supérieur à 0 et au plus égal à 100, par exemple 8 ou 7,5.';

/** Why a typed rate is refused, or null when it is a usable percentage (or empty). */
export function rateFormatError(raw: string): string | null {
  if (raw.trim() === '') return null;
  const rate = parseRate(raw);
  return rate === null || rate <= 0 || rate > 100 ? RATE_FORMAT_MESSAGE : null;
}
