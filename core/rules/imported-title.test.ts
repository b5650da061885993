import { describe, expect, it } from 'vitest';
import { importedTitle } from './imported-title';

describe('importedTitle', () => {
  it('marks the copy with the day of the import, in Paris', () => {
    expect(importedTitle('Logo Vélo Vert', new Date('2026-11-23T10:00:00Z'))).toBe(
      'Logo Vélo Vert (importé le 23\u00a0novembre\u00a02026)',
    );
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(importedTitle(' Affiche ', new Date('2026-11-30T23:30:00Z'))).toBe(
      'Affiche (importé le 1er\u00a0décembre\u00a02026)',
    );
  });

  it('shortens the title, never the mark, to stay within 200 characters', () => {
    const long = importedTitle('é'.repeat(200), new Date('2026-11-23T10:00:00Z'));
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('(importé le 23\u00a0novembre\u00a02026)')).toBe(true);
  });
});
