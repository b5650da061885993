import { describe, expect, it } from 'vitest';
import {
  AUTHOR_CIVILITIES,
  PROFILE_CIVILITIES,
  REPRESENTATIVE_CIVILITIES,
  civilityOptions,
  isCivility,
} from './civilities';

describe('civilities (docs/product.md §5)', () => {
  it('offers M. and Mme to the wizard author, plus Mlle to profiles and representatives', () => {
    expect(AUTHOR_CIVILITIES).toEqual(['M.', 'Mme']);
    expect(PROFILE_CIVILITIES).toEqual(['M.', 'Mme', 'Mlle']);
    expect(REPRESENTATIVE_CIVILITIES).toEqual(['M.', 'Mme', 'Mlle']);
  });
  it('builds labelled options and guards values', () => {
    expect(civilityOptions(AUTHOR_CIVILITIES)).toEqual([
      { value: 'M.', label: 'Monsieur' },
      { value: 'Mme', label: 'Madame' },
    ]);
    expect(isCivility(AUTHOR_CIVILITIES, 'Mlle')).toBe(false);
    expect(isCivility(PROFILE_CIVILITIES, 'Mlle')).toBe(true);
  });
});
