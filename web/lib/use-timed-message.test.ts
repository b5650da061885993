import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimedMessage } from './use-timed-message';

describe('useTimedMessage (docs/product.md §9 timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears the message after the default delay', () => {
    const { result } = renderHook(() => useTimedMessage(3000));
    act(() => result.current.show('Enregistré'));
    expect(result.current.message).toBe('Enregistré');
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.message).toBe('Enregistré');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('restarts the delay when a new message is shown', () => {
    const { result } = renderHook(() => useTimedMessage(2000));
    act(() => result.current.show('un'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.show('deux'));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.message).toBe('deux');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.message).toBeNull();
  });

  it('lets one message set its own delay, or stay (null) until cleared', () => {
    const { result } = renderHook(() =>
      useTimedMessage<{ tone: 'error' | 'success'; text: string }>(),
    );
    act(() => result.current.show({ tone: 'success', text: 'Exporté' }, 1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.message).toBeNull();
    act(() => result.current.show({ tone: 'error', text: 'Échec' }, null));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.message).toEqual({ tone: 'error', text: 'Échec' });
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
  });

  it('clear cancels the pending timer, and unmounting leaves none behind', () => {
    const { result, unmount } = renderHook(() => useTimedMessage(1000));
    act(() => result.current.show('vu'));
    act(() => result.current.clear());
    expect(vi.getTimerCount()).toBe(0);
    act(() => result.current.show('encore'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
