import type { StepNumber } from '../fields/types';
import type { Draft } from '../schemas/draft';
import { AUTEUR } from '../answers/draft';
import { childAdvertisingSupportsError, childAdvertisingWarning } from './child-modelling';
import { combinedScopeWarning } from './combined-scope';
import { needsL7124 } from './depicted-person';
import { destinationSupportsWarning } from './destination-supports';
import { imageContextWarning } from './image-context';
import { lowPriceWarning } from './low-price';
import { unpaidBrandPosingWarning } from './unpaid-brand-posing';
import { unfitWorkWarnings } from './work-kind';

/**
 * Soft warnings: what the law does not forbid but the user should weigh before signing (a
 * destination wider than the supports, a low price for a wide grant, unpaid posing for a brand…).
 * They never block a contract — refusals are readiness's business (readiness.ts) — so the user
 * decides. One list for `/api/preview` and the wizard, so both say the same thing.
 */
export const WARNING_CODES = [
  'destination_supports',
  'combined_scope',
  'low_price',
  'unfit_work',
  'child_advertising',
  'unpaid_brand_posing',
  'exchange_requalification',
] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

export type DraftWarning = {
  code: WarningCode;
  /** The answer to look at again (a draft key). */
  field: string;
  /** The wizard step that asks it. */
  step: StepNumber;
  /** A short heading, as the wizard titles it. */
  title: string;
  /** The whole warning, one or more French sentences. */
  message: string;
};

/** The headings the wizard shows above each kind of warning. */
export const WARNING_TITLES: Record<WarningCode, string> = {
  destination_supports: 'Destination et supports à accorder',
  combined_scope: 'Durées de la cession et de l’autorisation d’image',
  low_price: 'Un prix bas pour ce qui est cédé',
  unfit_work: 'Un modèle qui ne convient pas à cette œuvre',
  child_advertising: 'Image d’un enfant et publicité',
  unpaid_brand_posing: 'Poser sans rémunération pour une marque',
  exchange_requalification: 'Un échange de prestations, pas un travail de mannequin',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const warning = (
  code: WarningCode,
  field: string,
  step: StepNumber,
  title: string,
  message: string | null,
): DraftWarning[] => (message ? [{ code, field, step, title, message }] : []);

/** What a minor's modelling answer contradicts, when it only warns (the refusal is readiness's). */
function childAdvertising(draft: Draft, today: Date): string | null {
  if (!needsL7124(draft, today) || childAdvertisingSupportsError(draft)) return null;
  const text = childAdvertisingWarning(draft);
  return text && capitalised(text);
}

/** What the destination alone calls for, when the description has not said it already. */
function unfitDestinationWarnings(draft: Draft, fromDescription: string[]): string[] {
  if (!draft.type_contrat.includes(AUTEUR)) return [];
  return unfitWorkWarnings('', draft.destination).filter((text) => !fromDescription.includes(text));
}

/** The draft's soft warnings, in the order of the wizard's steps. Pure. */
export function draftWarnings(draft: Draft, today: Date): DraftWarning[] {
  const fromDescription = unfitWorkWarnings(draft.description_oeuvre);
  return [
    ...fromDescription.flatMap((text) =>
      warning('unfit_work', 'description_oeuvre', 4, WARNING_TITLES.unfit_work, text),
    ),
    ...unfitDestinationWarnings(draft, fromDescription).flatMap((text) =>
      warning('unfit_work', 'destination', 5, WARNING_TITLES.unfit_work, text),
    ),
    ...warning(
      'destination_supports',
      'destination',
      5,
      WARNING_TITLES.destination_supports,
      destinationSupportsWarning(draft.destination, draft.supports),
    ),
    ...warning(
      'combined_scope',
      'duree_image_annees',
      5,
      WARNING_TITLES.combined_scope,
      combinedScopeWarning(draft),
    ),
    ...warning('low_price', 'remuneration', 5, WARNING_TITLES.low_price, lowPriceWarning(draft)),
    ...warning(
      'child_advertising',
      'destination',
      5,
      WARNING_TITLES.child_advertising,
      childAdvertising(draft, today),
    ),
    ...warning(
      'unpaid_brand_posing',
      'type_cession',
      2,
      WARNING_TITLES.unpaid_brand_posing,
      unpaidBrandPosingWarning(draft),
    ),
    ...warning(
      'exchange_requalification',
      'contexte_image',
      2,
      WARNING_TITLES.exchange_requalification,
      imageContextWarning(draft),
    ),
  ];
}
