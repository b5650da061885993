import { describe, expect, it } from 'vitest';
import { contractTitle, EMPTY_TITLE_MESSAGE, HIDDEN_IN_TITLE_MESSAGE } from './zod-fr';

const problem = (title: string) => {
  const result = contractTitle().safeParse(title);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('a contract’s title', () => {
  it.each(['Cession – « Forêt d’automne »', 'Top 1️⃣ ❤️', 'Séance 👨‍👩‍👧 en famille', 'शादी की तस्वीरें'])(
    '« %s » is a title',
    (title) => expect(problem(title)).toBeNull(),
  );

  it('is something visible', () => {
    expect(problem(' \u200B\u00AD ')).toBe(EMPTY_TITLE_MESSAGE);
  });

  it.each([
    ['a zero-width space', 'Contrat\u200B caché'],
    ['a soft hyphen', 'Con\u00ADtrat'],
    ['stacked accents', 'Cont\u0301\u0301\u0301rat'],
    ['a struck-through word', 'C\u0336o\u0336n\u0336t\u0336r\u0336a\u0336t\u0336'],
  ])('refuses %s: it is quoted in each signer’s consent', (_, title) =>
    expect(problem(title)).toBe(HIDDEN_IN_TITLE_MESSAGE),
  );
});
