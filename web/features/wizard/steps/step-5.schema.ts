import { AUTEUR, type Draft } from '@core/schemas/draft';
import { PAYMENT_TERMS, type PaymentTerms } from '@core/schemas/price';
import { LAWFUL_DEFAULTS } from '@core/rules/defaults';

/** Select options for a duration in years; '' = the lawful default (legal review E). */
export type DurationOption = { value: string; label: string };

const years = (n: number) => `${n} an${n > 1 ? 's' : ''}`;

export function copyrightDurationOptions(draft: Pick<Draft, 'type_cession'>): DurationOption[] {
  const paid = draft.type_cession === 'Onéreuse';
  const choices = paid ? [1, 2, 3, 5, 10, 20, 30, 50, 70] : [1, 2, 3, 5];
  const fallback = paid
    ? 'Durée légale de protection (par défaut)'
    : `${years(LAWFUL_DEFAULTS.freeCopyrightYears)}, renouvelables (par défaut)`;
  return [
    { value: '', label: fallback },
    ...choices.map((n) => ({ value: String(n), label: years(n) })),
  ];
}

export function imageDurationOptions(): DurationOption[] {
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
