import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { mediaMatches, REDUCED_MOTION, useMedia } from './use-media';

/** A matchMedia whose lists can be switched on and off, like the browser's on a resize. */
function fakeMatchMedia(initially: boolean) {
  let current = initially;
  const lists: Array<{ matches: boolean; listeners: Set<() => void> }> = [];
  const matchMedia = vi.fn((media: string) => {
    const listeners = new Set<() => void>();
    const list = {
      media,
      matches: current,
      listeners,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
    lists.push(list);
    return list;
  });
  const set = (matches: boolean) => {
    current = matches;
    for (const list of lists) {
      list.matches = matches;
      for (const listener of list.listeners) listener();
    }
  };
  return { matchMedia, set };
}

afterEach(() => vi.unstubAllGlobals());

describe('mediaMatches', () => {
  it('asks matchMedia once per query and reads the same list afterwards', () => {
    const fake = fakeMatchMedia(true);
    vi.stubGlobal('matchMedia', fake.matchMedia);
    expect(mediaMatches(REDUCED_MOTION)).toBe(true);
    fake.set(false);
    expect(mediaMatches(REDUCED_MOTION)).toBe(false);
    expect(mediaMatches('(min-width: 768px)')).toBe(false);
    expect(fake.matchMedia.mock.calls.map(([query]) => query)).toEqual([
      REDUCED_MOTION,
      '(min-width: 768px)',
    ]);
  });

  it('follows a new matchMedia (a test stubbing it) and is false without one', () => {
    vi.stubGlobal('matchMedia', fakeMatchMedia(false).matchMedia);
    expect(mediaMatches(REDUCED_MOTION)).toBe(false);
    vi.stubGlobal('matchMedia', fakeMatchMedia(true).matchMedia);
    expect(mediaMatches(REDUCED_MOTION)).toBe(true);
    vi.stubGlobal('matchMedia', undefined);
    expect(mediaMatches(REDUCED_MOTION)).toBe(false);
  });
});

describe('useMedia', () => {
  it('renders with the current answer and again when it changes, without asking anew', () => {
    const fake = fakeMatchMedia(false);
    vi.stubGlobal('matchMedia', fake.matchMedia);
    const { result, rerender } = renderHook(() => useMedia('(max-width: 767px)'));
    expect(result.current).toBe(false);
    act(() => fake.set(true));
    expect(result.current).toBe(true);
    rerender();
    rerender();
    expect(result.current).toBe(true);
    expect(fake.matchMedia).toHaveBeenCalledTimes(1);
  });

  it('is false where the browser cannot tell', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMedia('(min-width: 1024px)'));
    expect(result.current).toBe(false);
  });
});
