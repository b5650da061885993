import { describe, expect, it } from 'vitest';
import { pickActiveSection } from './active-section';

const order = ['a', 'b', 'c', 'd'];

describe('pickActiveSection', () => {
  it('is the first visible heading while reading', () => {
    expect(pickActiveSection(order, new Set(['c', 'b']), false)).toBe('b');
  });
  it('is the last visible heading once the end of the page is in view', () => {
    expect(pickActiveSection(order, new Set(['c', 'd']), true)).toBe('d');
  });
  it('is null when no heading is visible (the previous one stays highlighted)', () => {
    expect(pickActiveSection(order, new Set(), false)).toBeNull();
    expect(pickActiveSection(order, new Set(['zz']), true)).toBeNull();
  });
});

describe('pickActiveSection inside a long article', () => {
  it('is the last heading scrolled past when none is on screen', () => {
    expect(pickActiveSection(order, new Set(), false, new Set(['b', 'a', 'c']))).toBe('c');
    expect(pickActiveSection(order, new Set(['d']), false, new Set(['a', 'b', 'c']))).toBe('d');
  });
});
