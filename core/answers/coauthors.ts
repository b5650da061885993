/**
 * The other authors of a work of collaboration (LEGAL J13; CPI L113-2 al. 1, L113-3): natural
 * persons, identified like the author, each a party who signs, each with a share of the price.
 * The author of `auteur_info` is the first of them; `coauteurs` holds the others.
 */
export const MAX_COAUTHORS = 5;

/** '40', '40 %' or '40%': a whole percent from 1 to 99; null when the text is not one. */
export function shareOf(text: string): number | null {
  const match = /^\s*(\d{1,2})\s*%?\s*$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  return value >= 1 && value <= 99 ? value : null;
}

export const SHARE_FORMAT_MESSAGE =
  'Indiquez la part de ce coauteur en pourcentage entier, de 1 à 99 (ex.\u00a0: 40).';
