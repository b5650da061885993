// The mascot's face follows what it says (docs/product.md §2 "Shared pieces"): words announcing
// something new make it happy, words about changes or updates make it pensive, encouragements make
// it motivated. Pure and keyword-based on purpose: predictable, testable, no AI.

export const EXPRESSIONS = ['happy', 'pensive', 'motivated', 'default'] as const;
export type Expression = (typeof EXPRESSIONS)[number];

/** Lower-case, accent-free stems; a message matches when it contains one of them. */
export const EXPRESSION_KEYWORDS: Record<Exclude<Expression, 'default'>, readonly string[]> = {
  happy: ['nouveau', 'nouvelle', 'nouveaute', 'decouvr', 'bienvenue', 'fonctionnalite', 'bonjour'],
  pensive: [
    'mise a jour',
    'mises a jour',
    'version',
    'amelior',
    'modifi',
    'attention',
    'en cours',
    'reflechi',
  ],
  motivated: [
    'bravo',
    'courage',
    'allez',
    'c’est parti',
    'a vous de jouer',
    'lancez-vous',
    'felicitations',
    'vous y etes',
  ],
};

// Checked in this order: a welcome that also encourages stays happy.
const ORDER = ['happy', 'pensive', 'motivated'] as const;

/** Lower-cases, strips accents and normalises apostrophes so keywords match any spelling. */
export function normaliseForKeywords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2019\u02bc]/g, "'")
    .toLowerCase();
}

export function pickExpression(text: string): Expression {
  const normalised = normaliseForKeywords(text);
  for (const expression of ORDER) {
    if (EXPRESSION_KEYWORDS[expression].some((keyword) => normalised.includes(keyword)))
      return expression;
  }
  return 'default';
}
