import type { Draft } from '../schemas/draft';
import { SUPPORTS } from '../answers/draft';
import {
  FLAT_FEE_GROUNDS,
  FLAT_FEE_GROUND_LABELS,
  PRODUCERS,
  PRODUCER_LABELS,
  REMUNERATION_MODES,
  REMUNERATION_MODE_LABELS,
  ROYALTY_BASES,
  ROYALTY_BASE_LABELS,
  rateFormatError,
} from '../answers/remuneration-answers';
import {
  flatFeeGroundsAsked,
  flatFeeGroundsError,
  isAudiovisual,
  isProportional,
  resaleRightError,
  perSupportTotalError,
  pricesPerSupportAsked,
  remunerationModeError,
  supportPriceLabel,
} from '../rules/remuneration-mode';
import { and, hasWork, isPaid } from './draft-conditions';
import { amountRule } from './formats';
import type { FieldCondition, FieldSpec } from './types';

/**
 * How the author is paid (LEGAL J2, J10; docs/legal-review.md section J): the flat fee's L131-4
 * grounds asked as facts, the share of receipts with its rate, base and minimum guarantee, and for
 * a film who produces it and a price per support. The group titles are the steps' own (« Rémunération »
 * is draft-fields.ts' PRICE_GROUP, « L’œuvre » work-fields.ts' group), written out to avoid an
 * import cycle with the registry that lists these specs.
 */
const PRICE = 'Rémunération';
const WORK = 'L’œuvre';

const draftOf = (root: unknown) => root as Draft;
const paidWork = and(isPaid, hasWork);
const proportional: FieldCondition = (root) => isProportional(draftOf(root));
const groundsAsked: FieldCondition = (root) => flatFeeGroundsAsked(draftOf(root));
const film: FieldCondition = (root) => isAudiovisual(draftOf(root));
const perSupport: FieldCondition = (root) => pricesPerSupportAsked(draftOf(root));

/** One amount per ticked support, labelled with the support's name (a visible label per input). */
const SUPPORT_PRICE_SPECS: FieldSpec[] = SUPPORTS.map((support) => {
  const shown: FieldCondition = (root) =>
    perSupport(root) && draftOf(root).supports.includes(support);
  return {
    key: `remuneration_par_support.${support}`,
    label: supportPriceLabel(support),
    kind: 'amount',
    format: (value, context) =>
      amountRule(value, context) ?? perSupportTotalError(draftOf(context.root)),
    inputMode: 'decimal',
    placeholder: 'Ex.\u00a0: 500',
    showIf: shown,
    requiredIf: shown,
    item: 'price',
    step: 5,
    group: PRICE,
  } satisfies FieldSpec;
});

/** Asked before the price: the mode, the flat fee's grounds, or the share's rate, base and minimum. */
export const REMUNERATION_FIELD_SPECS: readonly FieldSpec[] = [
  {
    key: 'mode_remuneration',
    label: 'Comment l’auteur est-il rémunéré\u202f?',
    kind: 'radio',
    options: REMUNERATION_MODES.map((value) => ({ value, label: REMUNERATION_MODE_LABELS[value] })),
    hint: 'La loi prévoit un pourcentage des recettes\u202f; un prix forfaitaire n’est permis que dans les cas de l’article L131-4 du CPI.',
    format: (_value, { root }) => remunerationModeError(draftOf(root)),
    showIf: paidWork,
    alwaysSet: true,
    item: 'price',
    step: 5,
    group: PRICE,
  },
  {
    key: 'forfait_motifs',
    label: 'Pourquoi un prix forfaitaire\u202f? (article L131-4 du CPI)',
    kind: 'multi',
    options: FLAT_FEE_GROUNDS.map((value) => ({ value, label: FLAT_FEE_GROUND_LABELS[value] })),
    hint: 'Cochez ce qui est vrai. Si rien ne l’est, choisissez le pourcentage des recettes\u00a0: un forfait sans motif réel peut être annulé.',
    format: (_value, { root }) => flatFeeGroundsError(draftOf(root)),
    showIf: groundsAsked,
    requiredIf: groundsAsked,
    item: 'price',
    step: 5,
    group: PRICE,
  },
  {
    key: 'taux_proportionnel',
    label: 'Pourcentage revenant à l’auteur',
    kind: 'text',
    format: (value) => rateFormatError(value),
    inputMode: 'decimal',
    placeholder: 'Ex.\u00a0: 8',
    showIf: proportional,
    requiredIf: proportional,
    item: 'price',
    step: 5,
    group: PRICE,
  },
  {
    key: 'assiette',
    label: 'Sur quoi le pourcentage est-il calculé\u202f?',
    kind: 'select',
    options: ROYALTY_BASES.map((value) => ({ value, label: ROYALTY_BASE_LABELS[value] })),
    showIf: proportional,
    requiredIf: proportional,
    item: 'price',
    step: 5,
    group: PRICE,
  },
  {
    key: 'minimum_garanti',
    label: 'Minimum garanti (en euros, facultatif)',
    kind: 'amount',
    format: amountRule,
    inputMode: 'decimal',
    placeholder: 'Ex.\u00a0: 500',
    hint: 'Une avance versée à la signature, acquise à l’auteur, et déduite des sommes dues au titre du pourcentage.',
    showIf: proportional,
    step: 5,
    group: PRICE,
  },
];

/** After the prices: the price of each support, then the film's own answers (step 4). */
export const REMUNERATION_DETAIL_FIELD_SPECS: readonly FieldSpec[] = [
  ...SUPPORT_PRICE_SPECS,
  {
    key: 'producteur',
    label: 'Qui produit le film\u202f?',
    kind: 'radio',
    options: PRODUCERS.map((value) => ({ value, label: PRODUCER_LABELS[value] })),
    hint: 'Le producteur prend l’initiative et la responsabilité de la réalisation (article L132-23 du CPI).',
    showIf: film,
    requiredIf: film,
    item: 'descriptions',
    step: 4,
    group: WORK,
  },
  {
    key: 'oeuvre_publicitaire',
    label: 'Le film est une publicité commandée',
    kind: 'checkbox',
    hint: 'Son prix est alors fixé support par support, pour le territoire et la durée du contrat (article L132-31 du CPI).',
    showIf: film,
    step: 4,
    group: WORK,
  },
  {
    key: 'musique_interpretes_autorises',
    label: 'L’auteur a obtenu les autorisations de la musique et des interprètes du film',
    kind: 'checkbox',
    hint: 'Sinon, la musique et les prestations des artistes-interprètes restent hors du contrat\u00a0: il faut les autoriser à part.',
    showIf: film,
    step: 4,
    group: WORK,
  },
];

/** The refusal of a droit de suite ticked for a work that exists only as files (LEGAL J11). */
export const resaleRightRule = (root: unknown): string | null => resaleRightError(draftOf(root));
