import { describe, expect, it } from 'vitest';
import { ageAt, isMinorAt } from './minors';

describe('ageAt', () => {
  it('goes up exactly on the birthday', () => {
    expect(ageAt('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageAt('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageAt('2008-06-15', '2026-12-31')).toBe(18);
    expect(ageAt('2000-01-01', '2000-01-01')).toBe(0);
  });
  it('treats 29 February: the birthday comes on 1 March in common years', () => {
    expect(ageAt('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageAt('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageAt('2008-02-29', '2028-02-29')).toBe(20);
    expect(ageAt('2008-02-29', '2028-02-28')).toBe(19);
  });
  it('returns null for invalid, impossible or future dates', () => {
    expect(ageAt('', '2026-01-01')).toBeNull();
    expect(ageAt('2007-02-29', '2026-01-01')).toBeNull();
    expect(ageAt('15/06/2008', '2026-01-01')).toBeNull();
    expect(ageAt('2030-01-01', '2026-01-01')).toBeNull();
    expect(ageAt('2000-01-01', new Date(Number.NaN))).toBeNull();
  });
  it('reads a Date as the local calendar day', () => {
    expect(ageAt('2008-06-15', new Date(2026, 5, 15, 0, 0, 1))).toBe(18);
    expect(ageAt('2008-06-15', new Date(2026, 5, 14, 23, 59, 59))).toBe(17);
  });
});

describe('isMinorAt', () => {
  it('is true under 18 and false from the 18th birthday', () => {
    expect(isMinorAt('2008-06-15', '2026-06-14')).toBe(true);
    expect(isMinorAt('2008-06-15', '2026-06-15')).toBe(false);
    expect(isMinorAt('2020-01-01', '2026-06-15')).toBe(true);
  });
  it('is false when the birth date is unknown', () => {
    expect(isMinorAt('', '2026-06-15')).toBe(false);
  });
});
