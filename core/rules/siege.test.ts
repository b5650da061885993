import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSiege, parseLegacySiege } from './siege';

describe('parseLegacySiege (docs/product.md §5)', () => {
  it('splits on the first comma, then postal code = leading digits, rest = city', () => {
    expect(parseLegacySiege('12 rue de la Paix, 75002 Paris')).toEqual({
      adresse: '12 rue de la Paix',
      code_postal: '75002',
      ville: 'Paris',
    });
    expect(parseLegacySiege('Bât. A, 3 allée X, 69001 Lyon')).toEqual({
      adresse: 'Bât. A',
      code_postal: '3',
      ville: 'allée X, 69001 Lyon',
    });
  });
  it('handles a missing postal code or comma', () => {
    expect(parseLegacySiege('1 place Bellecour, Lyon')).toEqual({
      adresse: '1 place Bellecour',
      code_postal: '',
      ville: 'Lyon',
    });
    expect(parseLegacySiege('  1 place Bellecour ')).toEqual({
      adresse: '1 place Bellecour',
      code_postal: '',
      ville: '',
    });
    expect(parseLegacySiege('')).toEqual({ adresse: '', code_postal: '', ville: '' });
    expect(parseLegacySiege('1 rue A,75001Paris')).toEqual({
      adresse: '1 rue A',
      code_postal: '75001',
      ville: 'Paris',
    });
  });
});

describe('buildSiege', () => {
  it('joins address and « postal code city » with a comma, skipping blanks', () => {
    expect(buildSiege({ adresse: '12 rue de la Paix', code_postal: '75002', ville: 'Paris' })).toBe(
      '12 rue de la Paix, 75002 Paris',
    );
    expect(buildSiege({ adresse: '', code_postal: '75002', ville: 'Paris' })).toBe('75002 Paris');
    expect(buildSiege({ adresse: ' 1 rue A ', code_postal: ' ', ville: 'Lyon' })).toBe(
      '1 rue A, Lyon',
    );
    expect(buildSiege({ adresse: '1 rue A' })).toBe('1 rue A');
    expect(buildSiege({})).toBe('');
  });
  it('round-trips through the legacy parser for comma-free addresses', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' -]{0,20}[A-Za-zÀ-ÿ]$/);
    fc.assert(
      fc.property(word, fc.stringMatching(/^\d{5}$/), word, (adresse, code_postal, ville) => {
        fc.pre(!/^\d/.test(ville));
        const parts = { adresse: adresse.trim(), code_postal, ville: ville.trim() };
        expect(parseLegacySiege(buildSiege(parts))).toEqual(parts);
      }),
    );
  });
});
