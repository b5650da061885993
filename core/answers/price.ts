import { parseAmount } from '../document/typography';

/**
 * Prices (legal review A5b, D13; docs/legal-review.md « Prix »): a price is a number, never free
 * text printed verbatim, with its tax regime and payment terms as structured answers. The wire
 * keeps `remuneration` a string (docs/product.md §3) but it must read as a positive amount in
 * euros.
 */

/** Below this, a « price » is derisory (C. civ. 1169) and must not unlock the paid regime. */
export const MIN_PAID_PRICE = 10;

export const TAX_REGIMES = [
  'HT',
  'TTC',
  'franchise',
  'autoliquidation',
  'autoliquidation_ue',
] as const;

export type TaxRegime = (typeof TAX_REGIMES)[number];

export const TAX_REGIME_LABELS: Record<TaxRegime, string> = {
  HT: 'Hors taxes (TVA en sus)',
  TTC: 'Toutes taxes comprises',
  franchise: 'TVA non applicable, art. 293 B du CGI',
  autoliquidation: 'Établi hors de France (autoliquidation de la TVA)',
  autoliquidation_ue:
    'Établi en France, cessionnaire professionnel établi dans un autre État de l’UE (autoliquidation par le cessionnaire)',
};

export const PAYMENT_TERMS = ['signature', 'livraison', 'trente_jours', 'deux_versements'] as const;

export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  signature: 'À la signature du contrat',
  livraison: 'À la livraison de l’œuvre',
  trente_jours: 'Dans les trente jours suivant la signature',
  deux_versements: 'En deux versements\u00a0: moitié à la signature, moitié à la livraison',
};

/**
 * Above this, a typed price is far more likely a slip (a key held down, cents typed as euros)
 * than a standard contract made without a lawyer: refused rather than printed in words.
 */
export const MAX_PRICE = 10_000_000;

const MAX_PRICE_MESSAGE =
  'Vérifiez le montant\u00a0: au-delà de 10\u202f000\u202f000\u00a0€, ce contrat type n’est pas adapté (faites rédiger le contrat par un avocat).';

/** « 12,345 »: a comma is the decimal mark in French, and a price has at most two decimals. */
const COMMA_THEN_THREE_DIGITS = /,\d{3,}\s*(€|EUR|euros?)?\s*$/i;

/** Why a typed price is refused, or null when it reads as a positive amount (or is empty). */
export function amountFormatError(raw: string): string | null {
  if (raw.trim() === '') return null;
  const amount = parseAmount(raw);
  if (amount === null && COMMA_THEN_THREE_DIGITS.test(raw.trim()))
    return 'La virgule sépare les centimes\u00a0: écrivez par exemple 12345 ou 12 345 (douze mille trois cent quarante-cinq euros), ou 12,35 (douze euros et trente-cinq centimes).';
  // A minus sign, or digits beyond any price: said for what they are (the parser reads neither).
  if (amount === null && /^\s*[-−–]\s*\d/.test(raw))
    return 'Le montant doit être supérieur à zéro.';
  if (
    amount === null &&
    /^\s*\d[\d\s\u00a0\u202f.]{9,}/.test(raw) &&
    !/[^\d\s\u00a0\u202f.,€]/.test(raw)
  )
    return MAX_PRICE_MESSAGE;
  if (amount === null)
    return 'Indiquez un montant en euros, en chiffres (par exemple 1500 ou 1 500,50), sans autre texte.';
  if (amount <= 0) return 'Le montant doit être supérieur à zéro.';
  if (amount > MAX_PRICE) return MAX_PRICE_MESSAGE;
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
    return 'Le montant ne peut pas avoir plus de deux décimales.';
  return null;
}

/** The floor of a paid price (A5b): a token price sends the user to « Gratuite ». */
export const TOKEN_PRICE_MESSAGE =
  `Un prix inférieur à ${MIN_PAID_PRICE} € est dérisoire et rendrait la cession onéreuse nulle ` +
  '(article 1169 du Code civil)\u00a0: choisissez «\u202fGratuite\u202f», qui encadre une autorisation sans ' +
  'contrepartie (non exclusive, durée limitée), ou indiquez un prix réel.';

/** The amount of a valid price text, or null when empty. */
export const priceOf = (raw: string): number | null =>
  raw.trim() === '' ? null : parseAmount(raw);
