/**
 * Folds text for matching: lower case, no accents, ligatures spelled out (œ → oe), typographic
 * apostrophes and dashes unified. Used by the client search and the description analysis, so
 * « Éléonore », « eleonore » and « ÉLÉONORE » all match.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[’‘ʼ`´]/g, "'")
    .replace(/[‐‑‒–—]/g, '-');
}
