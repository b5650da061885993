import { AUTEUR } from '../answers/draft';
import type { Draft } from '../schemas/draft';
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS, type PaymentTerms } from '../answers/price';
import { LAWFUL_DEFAULTS } from '../rules/defaults';
import { isMicroLicence } from '../rules/situations';
import type { FieldOption } from './types';

/**
 * Choices that depend on other answers (the registry's `optionsIn`): a duration in years, where
 * '' stands for the lawful default (legal review E), and the payment terms a contract can offer.
 */
const years = (n: number) => `${n} an${n > 1 ? 's' : ''}`;

export function copyrightDurationOptions(draft: Draft): FieldOption[] {
  // A micro-licence has the free regime's durations (A5b), up to its ten-year cap.
  const micro = isMicroLicence(draft);
  const paid = draft.type_cession === 'Onéreuse' && !micro;
  const choices = paid ? [1, 2, 3, 5, 10, 20, 30, 50, 70] : micro ? [1, 2, 3, 5, 10] : [1, 2, 3, 5];
  const fallback = paid
    ? 'Durée légale de protection (par défaut)'
    : `${years(LAWFUL_DEFAULTS.freeCopyrightYears)}, renouvelables (par défaut)`;
  return [
    { value: '', label: fallback },
    ...choices.map((n) => ({ value: String(n), label: years(n) })),
  ];
}

export function imageDurationOptions(): FieldOption[] {
  return [
    { value: '', label: `${years(LAWFUL_DEFAULTS.imageYears)}, renouvelables (par défaut)` },
    ...[1, 2, 3, 10, 15].map((n) => ({ value: String(n), label: years(n) })),
  ];
}

/** '' → null (the default); otherwise the number of years. */
export const parseYears = (value: string): number | null => (value === '' ? null : Number(value));

/** Terms that depend on delivering a work: meaningless for an image-only authorisation. */
const DELIVERY_TERMS: readonly PaymentTerms[] = ['livraison', 'deux_versements'];

/**
 * Payment terms on offer (legal review A5b, D13): all of them when there is a work to deliver;
 * otherwise only those that do not mention a delivery, plus the current answer so the select
 * always shows what the draft holds.
 */
export function paymentTermOptions(
  draft: Pick<Draft, 'type_contrat' | 'modalites_paiement'>,
): PaymentTerms[] {
  if (draft.type_contrat.includes(AUTEUR)) return [...PAYMENT_TERMS];
  return PAYMENT_TERMS.filter(
    (terms) => !DELIVERY_TERMS.includes(terms) || terms === draft.modalites_paiement,
  );
}

export const paymentTermChoices = (draft: Pick<Draft, 'type_contrat' | 'modalites_paiement'>) =>
  paymentTermOptions(draft).map((terms) => ({ value: terms, label: PAYMENT_TERMS_LABELS[terms] }));
