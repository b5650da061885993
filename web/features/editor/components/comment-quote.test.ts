// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { quoted } from './comment-card';

describe('a comment’s quote', () => {
  it('ends with « … » when the selection was cut at 50 characters', () => {
    const cut = 'Les Parties sont convenues de ce qui suit et de ce qui s';
    expect(Array.from(cut.slice(0, 50)).length).toBe(50);
    expect(quoted(cut.slice(0, 50))).toBe(`${cut.slice(0, 50)}…`);
    expect(quoted('Article 6')).toBe('Article 6');
  });
});
