// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContractElement } from '@core/schemas/document';
import { canMove, filterSections, moveElement, sectionsOf, truncateLabel } from './element-ops';

const p = (
  id: string,
  text: string,
  style: 'ContractArticle' | 'ContractBody' = 'ContractBody',
): ContractElement => ({ id, type: 'paragraph', style, runs: [{ text }] });

describe('element operations', () => {
  it('moves an element by swapping it with its neighbour', () => {
    expect(moveElement(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveElement(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
  });

  it('never moves beyond the ends', () => {
    expect(moveElement(['a', 'b'], 0, 'up')).toEqual(['a', 'b']);
    expect(moveElement(['a', 'b'], 1, 'down')).toEqual(['a', 'b']);
    expect(canMove(2, 0, 'up')).toBe(false);
    expect(canMove(2, 1, 'down')).toBe(false);
    expect(canMove(2, 0, 'down')).toBe(true);
  });

  it('truncates section labels to 40 characters, 30 on small screens', () => {
    const label = 'Article 3 – Cession des droits patrimoniaux de l’auteur';
    expect(truncateLabel(label, false)).toBe(
      `${Array.from(label).slice(0, 40).join('').trimEnd()}…`,
    );
    expect(Array.from(truncateLabel(label, true)).length).toBeLessThanOrEqual(31);
    expect(truncateLabel('Article 1 – Objet', false)).toBe('Article 1 – Objet');
  });

  it('lists article headings and filters them case-insensitively', () => {
    const sections = sectionsOf([
      p('t', 'Titre'),
      p('a1', 'Article 1 – Objet', 'ContractArticle'),
      p('b', 'corps'),
      p('a2', 'Article 2 – Durée', 'ContractArticle'),
    ]);
    expect(sections).toEqual([
      { id: 'a1', index: 1, label: 'Article 1 – Objet' },
      { id: 'a2', index: 3, label: 'Article 2 – Durée' },
    ]);
    expect(filterSections(sections, 'DURÉE').map((s) => s.id)).toEqual(['a2']);
    expect(filterSections(sections, 'rien')).toEqual([]);
  });
});
