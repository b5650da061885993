import { describe, expect, it } from 'vitest';
import { SIREN_MESSAGES, checkSiren, luhnValid } from './siren';

describe('checkSiren', () => {
  it('accepts real SIRENs and SIRETs, spaces included', () => {
    expect(checkSiren('552032534')).toEqual({ valid: true, kind: 'siren' });
    expect(checkSiren('552 032 534')).toEqual({ valid: true, kind: 'siren' });
    expect(checkSiren('443\u00a0061\u00a0841')).toEqual({ valid: true, kind: 'siren' });
    expect(checkSiren('443 061 841 00047')).toEqual({ valid: true, kind: 'siret' });
  });

  it('warns on a wrong key, naming the kind', () => {
    expect(checkSiren('552032535')).toEqual({
      valid: false,
      kind: 'siren',
      message: SIREN_MESSAGES.badSiren,
    });
    expect(checkSiren('44306184100048')).toEqual({
      valid: false,
      kind: 'siret',
      message: SIREN_MESSAGES.badSiret,
    });
  });

  it('warns on letters and wrong lengths', () => {
    expect(checkSiren('RCS 552032534')).toMatchObject({
      valid: false,
      kind: null,
      message: SIREN_MESSAGES.notDigits,
    });
    expect(checkSiren('12345')).toMatchObject({
      valid: false,
      kind: null,
      message: SIREN_MESSAGES.badLength,
    });
    expect(checkSiren('5520325341')).toMatchObject({
      valid: false,
      message: SIREN_MESSAGES.badLength,
    });
  });

  it('says nothing about an empty field (optional)', () => {
    expect(checkSiren('')).toEqual({ valid: true, kind: null });
    expect(checkSiren('   ')).toEqual({ valid: true, kind: null });
  });

  it('accepts La Poste establishments, whose SIRETs fail Luhn but have a digit sum multiple of 5', () => {
    expect(luhnValid('35600000049837')).toBe(false);
    expect(checkSiren('356 000 000 49837')).toEqual({ valid: true, kind: 'siret' });
    expect(checkSiren('35600000049838').valid).toBe(false);
    // The rule is La Poste's only: the same sum elsewhere is still refused.
    expect(luhnValid('55203253400001')).toBe(false); // digit sum 30
    expect(checkSiren('55203253400001').valid).toBe(false);
  });
});
