import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStepsRevealed } from './use-steps-revealed';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useStepsRevealed', () => {
  it('shows nothing at first, then one step per task until all are shown', () => {
    const { result } = renderHook(() => useStepsRevealed(3));
    expect(result.current).toBe(0);
    for (const expected of [1, 2, 3]) {
      act(() => vi.advanceTimersToNextTimer());
      expect(result.current).toBe(expected);
    }
    // All shown: no timer is left waiting.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind when unmounted before the end', () => {
    const { result, unmount } = renderHook(() => useStepsRevealed(2));
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('has nothing to do for no steps', () => {
    const { result } = renderHook(() => useStepsRevealed(0));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
