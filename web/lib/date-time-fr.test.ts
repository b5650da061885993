// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDateTimeFr } from './date-time-fr';

describe('formatDateTimeFr', () => {
  it('writes the local day and time the French way, with no-break spaces', () => {
    expect(formatDateTimeFr(new Date(2026, 10, 24, 21, 55))).toBe(
      '24\u00a0novembre\u00a02026 à 21\u00a0h\u00a055',
    );
    expect(formatDateTimeFr(new Date(2027, 2, 1, 9, 5))).toBe(
      '1er\u00a0mars\u00a02027 à 9\u00a0h\u00a005',
    );
  });
  it('reads an invalid date as « — »', () => {
    expect(formatDateTimeFr(new Date('pas une date'))).toBe('—');
  });
});
