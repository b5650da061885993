// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { navigationScroll } from './navigation-scroll';

const at = (pathname: string, key: string, hash = '') => ({ pathname, hash, key });
const saved = new Map([['k-list', 840]]);

describe('navigationScroll', () => {
  it('a new page starts at the top', () => {
    expect(
      navigationScroll({ pathname: '/dashboard' }, at('/wizard', 'k2'), 'PUSH', saved),
    ).toEqual({ kind: 'top' });
    expect(navigationScroll({ pathname: '/' }, at('/dashboard', 'k3'), 'REPLACE', saved)).toEqual({
      kind: 'top',
    });
  });
  it('back/forward restores the position remembered for that entry, or the top', () => {
    expect(
      navigationScroll({ pathname: '/editor/1' }, at('/contracts', 'k-list'), 'POP', saved),
    ).toEqual({ kind: 'restore', y: 840 });
    expect(
      navigationScroll({ pathname: '/editor/1' }, at('/contracts', 'unknown'), 'POP', saved),
    ).toEqual({ kind: 'restore', y: 0 });
  });
  it('a query change on the same page keeps the position', () => {
    expect(
      navigationScroll({ pathname: '/wizard' }, at('/wizard', 'k4'), 'REPLACE', saved),
    ).toEqual({ kind: 'stay' });
  });
  it('a #fragment scrolls to its element', () => {
    expect(
      navigationScroll({ pathname: '/' }, at('/about', 'k5', '#s%C3%A9curit%C3%A9'), 'PUSH', saved),
    ).toEqual({ kind: 'hash', id: 'sécurité' });
  });
});
