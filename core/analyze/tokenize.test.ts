import { describe, expect, it } from 'vitest';
import { stem, tokenize } from './tokenize';

describe('tokenize', () => {
  it('folds case and accents, splits elisions and drops punctuation', () => {
    expect(tokenize("Vidéo où J’apparais, l'ÉTÉ !")).toEqual([
      'video',
      'ou',
      'j',
      'apparai',
      'l',
      'ete',
    ]);
  });
  it('reduces plurals to the same stem as the singular', () => {
    for (const [plural, singular] of [
      ['photos', 'photo'],
      ['tableaux', 'tableau'],
      ['journaux', 'journal'],
      ['illustrations', 'illustration'],
      ['voix', 'voix'],
    ]) {
      expect(stem(plural as string), plural).toBe(stem(singular as string));
    }
    expect(stem('bus')).toBe('bus');
  });
});
