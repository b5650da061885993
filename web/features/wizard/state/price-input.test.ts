// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TOKEN_PRICE_MESSAGE, amountFormatError } from '@core/answers/price';
import { draftSchema } from '@core/schemas/draft';
import { priceRuns } from '@core/templates/clauses/price';
import {
  committedPrice,
  isTokenPrice,
  priceInWords,
  priceInputError,
  shownPrice,
} from './price-input';

const NNBSP = '\u202F';
const NBSP = '\u00A0';

describe('price input (legal review A5b, D13)', () => {
  it('refuses free text with the server message, and never commits it to the draft', () => {
    for (const raw of ['1 500 € TTC', 'à définir', 'payable en 3 fois']) {
      expect(priceInputError(raw)).toBe(amountFormatError(raw));
      expect(priceInputError(raw)).not.toBeNull();
      expect(committedPrice(raw)).toBe('');
    }
    expect(priceInputError('0')).toBe('Le montant doit être supérieur à zéro.');
    expect(priceInputError('1500,555')).not.toBeNull();
  });

  it('refuses a token price with the message that points to « Gratuite »', () => {
    expect(isTokenPrice('1')).toBe(true);
    expect(isTokenPrice('9,99')).toBe(true);
    expect(isTokenPrice('10')).toBe(false);
    expect(isTokenPrice('abc')).toBe(false);
    expect(priceInputError('0,01')).toBe(TOKEN_PRICE_MESSAGE);
    expect(committedPrice('5')).toBe('');
  });

  it('commits a valid amount as typed (trimmed), which the draft schema accepts for a paid contract', () => {
    expect(committedPrice(' 1 500 € ')).toBe('1 500 €');
    expect(committedPrice('')).toBe('');
    const draft = draftSchema.safeParse({
      auteur_type: 'Personne physique',
      type_cession: 'Onéreuse',
      remuneration: committedPrice('1500,50'),
    });
    expect(draft.success).toBe(true);
  });

  it('shows the typed text while it produced the draft value, the draft value once changed elsewhere', () => {
    expect(shownPrice('abc', '')).toBe('abc');
    expect(shownPrice('1500 ', '1500')).toBe('1500 ');
    expect(shownPrice('abc', '2400')).toBe('2400');
    expect(shownPrice(undefined, '2400')).toBe('2400');
  });

  it('echoes the amount in words and figures exactly as the contract prints it', () => {
    expect(priceInWords('1500')).toBe(`mille cinq cents euros (1${NNBSP}500${NBSP}€)`);
    expect(priceInWords('1 500,50 €')).toContain(`(1${NNBSP}500,50${NBSP}€)`);
    const printed = priceRuns('1500')
      .map((run) => run.text)
      .join('');
    expect(printed).toContain(priceInWords('1500'));
    expect(priceInWords('5')).toBeNull();
    expect(priceInWords('abc')).toBeNull();
  });
});
