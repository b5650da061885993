import { isFrance } from '../fields/formats';
import type { Draft } from '../schemas/draft';
import { foldText } from './fold-text';
import { usesAuthorInfo } from './distinct-model';

/**
 * Parties established abroad (LEGAL J17): who is, which VAT treatment follows for a French author
 * billing a business of another EU state, and what a foreign company is identified by. Pure
 * functions of the answers; `pays` empty means France, as everywhere.
 */

/** The EU member states other than France, by French name (folded) and ISO code. */
const OTHER_EU_STATES = [
  ['allemagne', 'de'],
  ['autriche', 'at'],
  ['belgique', 'be'],
  ['bulgarie', 'bg'],
  ['chypre', 'cy'],
  ['croatie', 'hr'],
  ['danemark', 'dk'],
  ['espagne', 'es'],
  ['estonie', 'ee'],
  ['finlande', 'fi'],
  ['grece', 'gr'],
  ['hongrie', 'hu'],
  ['irlande', 'ie'],
  ['italie', 'it'],
  ['lettonie', 'lv'],
  ['lituanie', 'lt'],
  ['luxembourg', 'lu'],
  ['malte', 'mt'],
  ['pays-bas', 'nl'],
  ['pologne', 'pl'],
  ['portugal', 'pt'],
  ['republique tcheque', 'cz'],
  ['tchequie', 'cz'],
  ['roumanie', 'ro'],
  ['slovaquie', 'sk'],
  ['slovenie', 'si'],
  ['suede', 'se'],
].flat();

/** The address is in another EU member state (« Belgique », « BE », « Pays-Bas »). */
export function inOtherEuState(pays: unknown): boolean {
  if (typeof pays !== 'string' || isFrance(pays)) return false;
  const folded = foldText(pays)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^pays bas$/, 'pays-bas');
  return OTHER_EU_STATES.includes(folded);
}

/** A party whose address is outside France: identified by its own register, no SIREN. */
export const isAbroad = (record: { pays?: string | undefined }): boolean => !isFrance(record.pays);

/**
 * An intra-Community VAT number: two letters of the state, then 2 to 13 letters or digits
 * (« FR12345678901 », « BE0123456789 »); spaces and dots as typed are ignored.
 */
export const VAT_NUMBER_MESSAGE =
  'Un numéro de TVA intracommunautaire commence par les deux lettres du pays, suivies de chiffres ou de lettres (par exemple FR12345678901 ou BE0123456789).';

export function vatNumberError(value: string): string | null {
  const compact = value.replace(/[\s.\u00a0\u202f-]/g, '').toUpperCase();
  if (compact === '') return null;
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(compact) ? null : VAT_NUMBER_MESSAGE;
}

type VatAnswers = Pick<
  Draft,
  | 'tva_regime'
  | 'type_cession'
  | 'type_contrat'
  | 'modele_distinct'
  | 'auteur_info'
  | 'modele_info'
  | 'entreprise_info'
> &
  Partial<Pick<Draft, 'side'>>;

/** The grantor whose VAT the price describes: the author, or the model when she alone grants. */
const grantorOf = (draft: VatAnswers) =>
  usesAuthorInfo(draft) ? draft.auteur_info : draft.modele_info;

/** The assignee is a company established in another EU member state. */
export function assigneeInOtherEuState(draft: Pick<Draft, 'entreprise_info'>): boolean {
  const info = draft.entreprise_info;
  return info?.type === 'legal_entity' && inOtherEuState(info.pays);
}

/**
 * A French grantor paid by a business established in another EU state: the service is taxed
 * where the customer is established (CGI 259, 1°), so no French VAT is charged.
 */
export const reverseChargedAbroad = (draft: VatAnswers): boolean =>
  draft.type_cession === 'Onéreuse' &&
  // A model granting her image alone is no author billing a service: not offered (below).
  usesAuthorInfo(draft) &&
  isFrance(grantorOf(draft).pays) &&
  assigneeInOtherEuState(draft);

export const INTRA_EU_REGIME_NEEDED =
  'Le cessionnaire est une société établie dans un autre État de l’Union européenne\u00a0: la prestation y est imposable, pas en France (article 259, 1°, du CGI). Choisissez «\u202fÉtabli en France, cessionnaire professionnel établi dans un autre État de l’UE\u202f», qui fait figurer la mention «\u202fAutoliquidation\u202f».';
export const INTRA_EU_ASSIGNEE_NEEDED =
  'Ce régime suppose un cessionnaire société établi dans un autre État de l’Union européenne\u00a0: indiquez son pays dans votre profil (personne morale), ou choisissez un autre régime de TVA.';
/** The same, to a creator: her client, the assignee, is typed at step 3 (core/rules/sides.ts). */
export const INTRA_EU_CLIENT_NEEDED =
  'Ce régime suppose un cessionnaire société établi dans un autre État de l’Union européenne\u00a0: indiquez le pays de votre client à l’étape 3 (personne morale), ou choisissez un autre régime de TVA.';
export const INTRA_EU_GRANTOR_ABROAD =
  'Ce régime vaut pour un auteur établi en France\u00a0: pour un auteur établi à l’étranger, choisissez «\u202fÉtabli hors de France\u202f».';
export const INTRA_EU_AUTHOR_ONLY =
  'Ce régime n’est proposé que pour un auteur qui facture sa cession, dont le numéro de TVA est demandé à l’étape 3 : choisissez un autre régime de TVA.';
export const INTRA_EU_ASSIGNEE_VAT_MISSING =
  'L’autoliquidation exige le numéro de TVA intracommunautaire du cessionnaire sur la facture\u00a0: indiquez-le dans votre profil (personne morale).';
export const INTRA_EU_CLIENT_VAT_MISSING =
  'L’autoliquidation exige le numéro de TVA intracommunautaire du cessionnaire sur la facture\u00a0: indiquez celui de votre client à l’étape 3.';

/** Why the VAT answer contradicts where the parties are established (LEGAL J17), or null. */
export function intraEuVatError(draft: VatAnswers): string | null {
  if (draft.type_cession !== 'Onéreuse') return null;
  if (draft.tva_regime === 'autoliquidation_ue') {
    if (!usesAuthorInfo(draft)) return INTRA_EU_AUTHOR_ONLY;
    if (!isFrance(grantorOf(draft).pays)) return INTRA_EU_GRANTOR_ABROAD;
    // A client's assignee is their profile; a creator's, her client typed at step 3.
    const creator = draft.side === 'cedant';
    if (!assigneeInOtherEuState(draft))
      return creator ? INTRA_EU_CLIENT_NEEDED : INTRA_EU_ASSIGNEE_NEEDED;
    const number = draft.entreprise_info?.numero_tva ?? '';
    if (number.trim() !== '') return null;
    return creator ? INTRA_EU_CLIENT_VAT_MISSING : INTRA_EU_ASSIGNEE_VAT_MISSING;
  }
  if (draft.tva_regime !== 'autoliquidation' && reverseChargedAbroad(draft))
    return INTRA_EU_REGIME_NEEDED;
  return null;
}

/** The grantor's own VAT number is asked (and required) once the reverse charge is chosen. */
export const grantorVatNumberAsked = (draft: VatAnswers): boolean =>
  draft.type_cession === 'Onéreuse' &&
  draft.tva_regime === 'autoliquidation_ue' &&
  usesAuthorInfo(draft);
