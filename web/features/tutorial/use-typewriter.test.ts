import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_INTERVAL_MS, useTypewriter } from './use-typewriter';

describe('useTypewriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('types one character every 25 ms', () => {
    expect(TYPING_INTERVAL_MS).toBe(25);
    const { result } = renderHook(() => useTypewriter('Bonjour'));
    expect(result.current.visibleText).toBe('');
    expect(result.current.done).toBe(false);

    act(() => vi.advanceTimersByTime(25 * 3));
    expect(result.current.visibleText).toBe('Bon');
    expect(result.current.progress).toBeCloseTo(3 / 7);

    act(() => vi.advanceTimersByTime(24));
    expect(result.current.visibleText).toBe('Bon');

    act(() => vi.advanceTimersByTime(1 + 25 * 3));
    expect(result.current.visibleText).toBe('Bonjour');
    expect(result.current.done).toBe(true);
    expect(result.current.progress).toBe(1);
  });

  it('skip shows the whole text at once', () => {
    const { result } = renderHook(() => useTypewriter('Une longue phrase'));
    act(() => vi.advanceTimersByTime(50));
    act(() => result.current.skip());
    expect(result.current.visibleText).toBe('Une longue phrase');
    expect(result.current.done).toBe(true);
  });

  it('restarts when the text changes', () => {
    const { result, rerender } = renderHook(({ text }) => useTypewriter(text), {
      initialProps: { text: 'Premier' },
    });
    act(() => vi.advanceTimersByTime(25 * 10));
    expect(result.current.done).toBe(true);

    rerender({ text: 'Second' });
    expect(result.current.visibleText).toBe('');
    act(() => vi.advanceTimersByTime(25 * 2));
    expect(result.current.visibleText).toBe('Se');
  });

  it('is instant under reduced motion', () => {
    const { result } = renderHook(() => useTypewriter('Sans animation', { instant: true }));
    expect(result.current.visibleText).toBe('Sans animation');
    expect(result.current.done).toBe(true);
  });

  it('never splits an emoji', () => {
    const { result } = renderHook(() => useTypewriter('👋a'));
    act(() => vi.advanceTimersByTime(25));
    expect(result.current.visibleText).toBe('👋');
  });
});
