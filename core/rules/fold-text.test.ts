import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it('removes case, accents and ligatures and unifies apostrophes', () => {
    expect(foldText('ÉLÉONORE Cœur Æsop')).toBe('eleonore coeur aesop');
    expect(foldText('l’image d‘un')).toBe("l'image d'un");
    expect(foldText('Vidéo — Montage')).toBe('video - montage');
  });
  it('folds decomposed (NFD) input like composed input', () => {
    expect(foldText('e\u0301te\u0301')).toBe(foldText('été'));
  });
});
