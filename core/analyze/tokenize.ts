import { foldText } from '../rules/fold-text';

/**
 * Reduces a French word to a crude singular so « photos », « vidéos », « tableaux » and
 * « journaux » meet their keyword. Keywords go through the same function, so the stems only
 * need to be consistent, not linguistically exact.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('eaux')) return word.slice(0, -1);
  if (word.endsWith('aux') && word.length > 4) return `${word.slice(0, -3)}al`;
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  if (word.endsWith('x')) return word.slice(0, -1);
  return word;
}

/**
 * Description → stemmed tokens: case, accents and ligatures folded, elisions split
 * (« l'image » → « l », « image »), punctuation dropped.
 */
export function tokenize(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(stem);
}
