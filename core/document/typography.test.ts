import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deElided,
  formatSiren,
  placeAfter,
  NBSP,
  NNBSP,
  amountInWords,
  formatAmountFr,
  formatDateFr,
  frenchSpacing,
  frenchTypography,
  numberInWords,
  parseAmount,
} from './typography';

describe('amountInWords (legal review A: price in words and figures)', () => {
  it.each([
    [0, 'zéro euro'],
    [1, 'un euro'],
    [2, 'deux euros'],
    [16, 'seize euros'],
    [17, 'dix-sept euros'],
    [21, 'vingt et un euros'],
    [22, 'vingt-deux euros'],
    [61, 'soixante et un euros'],
    [70, 'soixante-dix euros'],
    [71, 'soixante et onze euros'],
    [77, 'soixante-dix-sept euros'],
    [80, 'quatre-vingts euros'],
    [81, 'quatre-vingt-un euros'],
    [91, 'quatre-vingt-onze euros'],
    [99, 'quatre-vingt-dix-neuf euros'],
    [100, 'cent euros'],
    [101, 'cent un euros'],
    [180, 'cent quatre-vingts euros'],
    [200, 'deux cents euros'],
    [201, 'deux cent un euros'],
    [1000, 'mille euros'],
    [1001, 'mille un euros'],
    [1500, 'mille cinq cents euros'],
    [2000, 'deux mille euros'],
    [21000, 'vingt et un mille euros'],
    [80000, 'quatre-vingt mille euros'],
    [200000, 'deux cent mille euros'],
    [1_000_000, 'un million d’euros'],
    [2_500_000, 'deux millions cinq cent mille euros'],
    [80_000_000, 'quatre-vingts millions d’euros'],
    [1_000_000_000, 'un milliard d’euros'],
    [1234.56, 'mille deux cent trente-quatre euros et cinquante-six centimes'],
    [1500.5, 'mille cinq cents euros et cinquante centimes'],
    [0.01, 'un centime'],
    [1.5, 'un euro et cinquante centimes'],
  ])('%d → %s', (n, words) => {
    expect(amountInWords(n)).toBe(words);
  });

  it('numberInWords never yields hyphen doubles, stray spaces or « un cent »', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
        const w = numberInWords(n);
        expect(w).not.toMatch(/--|\s\s|^\s|\s$/);
        // « cent » and « mille » alone mean one hundred and one thousand; only « et un mille » is right.
        expect(w).not.toMatch(/(^|millions?|milliards?) un (cent|mille)|^un (cent|mille)/);
      }),
    );
  });
});

describe('formatAmountFr and parseAmount (legal review F)', () => {
  it('groups thousands with U+202F, uses a comma and U+00A0 before €', () => {
    expect(formatAmountFr(1000)).toBe(`1${NNBSP}000${NBSP}€`);
    expect(formatAmountFr(4525.85)).toBe(`4${NNBSP}525,85${NBSP}€`);
    expect(formatAmountFr(999)).toBe(`999${NBSP}€`);
    expect(formatAmountFr(2_500_000)).toBe(`2${NNBSP}500${NNBSP}000${NBSP}€`);
  });

  it.each([
    ['1500', 1500],
    ['1 500 €', 1500],
    [`1${NNBSP}500${NBSP}€`, 1500],
    ['1500,50', 1500.5],
    ['1.500,50 EUR', 1500.5],
    ['1.500', 1500],
    ['1500.5', 1500.5],
    ['300 euros', 300],
    ['1 500,50 €', 1500.5],
    ['12 345 678', 12345678],
    ['0', 0],
  ])('reads %s as %d', (text, n) => {
    expect(parseAmount(text)).toBe(n);
  });

  // A comma is always the decimal mark in French: « 12,345 » is not twelve thousand, so a comma
  // followed by three digits (English grouping) is refused rather than read 1 000 times too big.
  it.each([
    'à définir',
    '',
    'gratuit',
    '-100',
    '12 ans',
    '1,2,3',
    '15.00.0',
    '12,345',
    '1,500',
    '1,500,000',
    // Separators that are no grouping (each was read as ten or a hundred euros, past
    // the token-price floor).
    '1,0.00',
    '1 0',
    '1,5.00',
    '9,9.99',
    '10 00',
    '1 5000',
  ])('returns null for %s', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('round-trips every amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseAmount(formatAmountFr(cents / 100))).toBe(cents / 100);
      }),
    );
  });
});

describe('formatDateFr (legal review F: « 21 novembre 2026 », « 1er »)', () => {
  it('writes the month in full and in lower case', () => {
    expect(formatDateFr('2026-11-21')).toBe(`21${NBSP}novembre${NBSP}2026`);
    expect(formatDateFr(new Date(2026, 10, 21))).toBe(`21${NBSP}novembre${NBSP}2026`);
    expect(formatDateFr('2027-03-01')).toBe(`1er${NBSP}mars${NBSP}2027`);
    expect(formatDateFr('2026-08-15')).toBe(`15${NBSP}août${NBSP}2026`);
  });
  it('prints a blank for a missing or impossible date', () => {
    expect(formatDateFr('')).toBe('____');
    expect(formatDateFr('2026-02-30')).toBe('____');
    expect(formatDateFr(new Date(Number.NaN))).toBe('____');
  });
});

describe('frenchTypography (legal review F)', () => {
  it('puts U+00A0 before a colon and U+202F before ; ! ? and inside « »', () => {
    expect(frenchTypography('Note : voir')).toBe(`Note${NBSP}: voir`);
    expect(frenchTypography('Note: voir')).toBe(`Note${NBSP}: voir`);
    expect(frenchTypography('a ; b')).toBe(`a${NNBSP}; b`);
    expect(frenchTypography('Vraiment ?!')).toBe(`Vraiment${NNBSP}?!`);
    expect(frenchTypography('« le Cédant »')).toBe(`«${NNBSP}le Cédant${NNBSP}»`);
    expect(frenchTypography('dit "oui"')).toBe(`dit «${NNBSP}oui${NNBSP}»`);
  });
  it('removes a space before a comma or a full stop', () => {
    expect(frenchTypography('a , b .')).toBe('a, b.');
  });
  it('leaves URLs, times, postal codes, years and article numbers alone', () => {
    for (const s of [
      'https://exemple.fr/a?b=1',
      '10:30',
      '75001 Paris',
      'en 2026',
      'article L131-4',
      'Article 12',
    ]) {
      expect(frenchTypography(s)).toBe(s);
    }
  });
  it('keeps straight quotes typed by the user (frenchSpacing)', () => {
    expect(frenchSpacing('le "Projet" : fini')).toBe(`le "Projet"${NBSP}: fini`);
  });
  it('is idempotent on any text', () => {
    const chars = fc.constantFrom(
      'a',
      'é',
      ' ',
      NBSP,
      NNBSP,
      ':',
      ';',
      '!',
      '?',
      '«',
      '»',
      '"',
      ',',
      '.',
      '1',
      '\n',
      '/',
    );
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 40 }).map((a) => a.join('')),
        (s) => {
          const once = frenchTypography(s);
          expect(frenchTypography(once)).toBe(once);
          const spaced = frenchSpacing(s);
          expect(frenchSpacing(spaced)).toBe(spaced);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('only ever changes spaces, quotes and apostrophes: the visible characters stay in order', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const strip = (x: string) => x.replace(/[\s\u00A0\u202F]/g, '').replace(/\u2019/g, "'");
        expect(strip(frenchSpacing(s))).toBe(strip(s));
      }),
    );
  });
});

describe('apostrophes and elision (legal review F v2)', () => {
  it('turns a straight apostrophe between letters into U+2019, in template and user text', () => {
    expect(frenchTypography("l'Œuvre de l'auteur")).toBe('l’Œuvre de l’auteur');
    expect(frenchSpacing("Mme O'Neil")).toBe('Mme O’Neil');
    expect(frenchSpacing("'cité' 5'")).toBe("'cité' 5'");
  });
  it('elides « de » before a vowel of an inserted name, never before a consonant or an h', () => {
    expect(deElided('Aix-en-Provence')).toBe('d’');
    expect(deElided('Orléans')).toBe('d’');
    expect(deElided('Évry')).toBe('d’');
    expect(deElided('associé unique')).toBe('d’');
    expect(deElided('Lyon')).toBe('de ');
    expect(deElided('Honfleur')).toBe('de ');
  });
  it('groups a SIREN or a SIRET by three with no-break spaces, leaves anything else as typed', () => {
    expect(formatSiren('987654321')).toBe('987\u00a0654\u00a0321');
    expect(formatSiren('812 345 678')).toBe('812\u00a0345\u00a0678');
    expect(formatSiren('98765432100012')).toBe('987\u00a0654\u00a0321\u00a000012');
    expect(formatSiren('RCS 1234')).toBe('RCS 1234');
  });
  it('contracts « de »/« à » with a place’s article « Le »/« Les », keeps « La » and « L’ »', () => {
    expect(placeAfter('de', 'Le Havre')).toEqual({ preposition: 'du ', place: 'Havre' });
    expect(placeAfter('à', 'Le Mans')).toEqual({ preposition: 'au ', place: 'Mans' });
    expect(placeAfter('de', 'Les Sables-d’Olonne')).toEqual({
      preposition: 'des ',
      place: 'Sables-d’Olonne',
    });
    expect(placeAfter('à', ' les Abymes ')).toEqual({ preposition: 'aux ', place: 'Abymes' });
    expect(placeAfter('de', 'La Rochelle')).toEqual({ preposition: 'de ', place: 'La Rochelle' });
    expect(placeAfter('à', 'L’Isle-Adam')).toEqual({ preposition: 'à ', place: 'L’Isle-Adam' });
    expect(placeAfter('de', 'Orléans')).toEqual({ preposition: 'd’', place: 'Orléans' });
    expect(placeAfter('de', 'Lesneven')).toEqual({ preposition: 'de ', place: 'Lesneven' });
    expect(placeAfter('à', 'Lyon')).toEqual({ preposition: 'à ', place: 'Lyon' });
  });
});
