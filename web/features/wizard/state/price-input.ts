import {
  MIN_PAID_PRICE,
  TOKEN_PRICE_MESSAGE,
  amountFormatError,
  priceOf,
} from '@core/answers/price';
import { amountInWords, formatAmountFr } from '@core/document/typography';

/**
 * What the user types in a price field is kept apart from the draft (legal review A5b, D13): the
 * draft only ever receives a valid amount, so an invalid text can neither reach the contract nor
 * make the stored draft invalid (parseStoredDraft would empty it on reload). The typed text is
 * kept in the wizard's state, so the user still sees it, with its error, after a reload.
 */
export const PRICE_FIELDS = [
  'remuneration',
  'remuneration_image',
  'remuneration_exclusivite',
] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];
export type PriceInputs = Partial<Record<PriceField, string>>;

/** Whether the text reads as an amount below the floor of a paid price (C. civ. 1169). */
export function isTokenPrice(raw: string, microAllowed = false): boolean {
  if (microAllowed || amountFormatError(raw) !== null) return false;
  const amount = priceOf(raw);
  return amount !== null && amount < MIN_PAID_PRICE;
}

/**
 * Why a typed price is refused, with the server's own messages (core/schemas/price.ts), or null.
 * A price field is only shown for a paid contract, so a token amount is refused here, except the
 * copyright price of a licence (a micro-licence, LEGAL J12: `microAllowed`).
 */
export function priceInputError(raw: string, microAllowed = false): string | null {
  return amountFormatError(raw) ?? (isTokenPrice(raw, microAllowed) ? TOKEN_PRICE_MESSAGE : null);
}

/** The value the draft receives: the typed text when it is a valid paid price, else nothing. */
export function committedPrice(raw: string, microAllowed = false): string {
  return priceInputError(raw, microAllowed) === null ? raw.trim() : '';
}

/**
 * The text the field shows: what the user typed, as long as it is what produced the draft's
 * value; otherwise the draft changed elsewhere (a reset, another screen) and its value wins.
 */
export function shownPrice(
  raw: string | undefined,
  draftValue: string,
  microAllowed = false,
): string {
  return raw !== undefined && committedPrice(raw, microAllowed) === draftValue ? raw : draftValue;
}

/** « mille cinq cents euros (1 500 €) », exactly as the contract prints it; null if not valid. */
export function priceInWords(raw: string, microAllowed = false): string | null {
  const amount = priceInputError(raw, microAllowed) === null ? priceOf(raw) : null;
  return amount === null ? null : `${amountInWords(amount)} (${formatAmountFr(amount)})`;
}
