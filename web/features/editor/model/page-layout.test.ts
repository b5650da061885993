// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  A4_WIDTH_PX,
  commentCountLabel,
  commentCounts,
  MIN_PAGE_SCALE,
  pageScale,
} from './page-layout';

describe('pageScale', () => {
  it('keeps the page at full size when A4 fits', () => {
    expect(pageScale(A4_WIDTH_PX, false)).toBe(1);
    expect(pageScale(1200, false)).toBe(1);
  });
  it('scales the page to the column when it is narrower than A4', () => {
    const scale = pageScale(673, false);
    expect(scale).toBeCloseTo(673 / A4_WIDTH_PX, 2);
    expect(scale * A4_WIDTH_PX).toBeLessThanOrEqual(673);
  });
  it('reflows on phones, before layout, and when scaling would make the text unreadable', () => {
    expect(pageScale(340, true)).toBe(1);
    expect(pageScale(0, false)).toBe(1);
    expect(pageScale(A4_WIDTH_PX * (MIN_PAGE_SCALE - 0.01), false)).toBe(1);
    expect(pageScale(A4_WIDTH_PX * (MIN_PAGE_SCALE + 0.01), false)).toBeCloseTo(
      MIN_PAGE_SCALE + 0.01,
      2,
    );
  });
});

describe('comment markers', () => {
  it('says « 1 commentaire », « N commentaires »', () => {
    expect(commentCountLabel(1)).toBe('1 commentaire');
    expect(commentCountLabel(2)).toBe('2 commentaires');
  });
  it('counts the comments of each element', () => {
    const counts = commentCounts([
      { elementId: 'a' },
      { elementId: 'b' },
      { elementId: 'a' },
      { elementId: null },
    ]);
    expect([...counts]).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
