// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isScrolledToEnd, pickActiveSection } from './active-section';

const order = ['a', 'b', 'c', 'd'];

describe('pickActiveSection', () => {
  it('is the first visible heading while reading', () => {
    expect(pickActiveSection(order, new Set(['c', 'b']), false)).toBe('b');
  });
  it('is the last section once scrolled to the end, whichever headings are on screen', () => {
    expect(pickActiveSection(order, new Set(['c', 'd']), true)).toBe('d');
    // Fonts or a narrow screen may leave only an earlier heading visible at the bottom.
    expect(pickActiveSection(order, new Set(['b']), true)).toBe('d');
    expect(pickActiveSection(order, new Set(), true, new Set(['a', 'b']))).toBe('d');
  });
  it('is null when no heading is visible (the previous one stays highlighted)', () => {
    expect(pickActiveSection(order, new Set(), false)).toBeNull();
    expect(pickActiveSection(order, new Set(['zz']), false)).toBeNull();
    expect(pickActiveSection([], new Set(), true)).toBeNull();
  });
});

describe('pickActiveSection inside a long article', () => {
  it('is the last heading scrolled past when none is on screen', () => {
    expect(pickActiveSection(order, new Set(), false, new Set(['b', 'a', 'c']))).toBe('c');
    expect(pickActiveSection(order, new Set(['d']), false, new Set(['a', 'b', 'c']))).toBe('d');
  });
});

describe('isScrolledToEnd', () => {
  it('is true at the bottom, fractional positions included', () => {
    expect(isScrolledToEnd({ scrollTop: 1188, clientHeight: 812, scrollHeight: 2000 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 1186.5, clientHeight: 812, scrollHeight: 2000 })).toBe(
      true,
    );
  });
  it('is false above the bottom', () => {
    expect(isScrolledToEnd({ scrollTop: 1000, clientHeight: 812, scrollHeight: 2000 })).toBe(false);
  });
  it('is false for a page that does not scroll (its reader is at the top)', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 812, scrollHeight: 812 })).toBe(false);
  });
});
