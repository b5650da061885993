// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { AUTOSAVE_DELAY_MS, useAutosave } from './use-autosave';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAutosave', () => {
  it('saves once typing pauses, one save at a time, and says « saved » only for the latest value', async () => {
    vi.useFakeTimers();
    const saved: string[] = [];
    let finish: () => void = () => undefined;
    const save = vi.fn(
      (value: string) =>
        new Promise<void>((resolve) => {
          finish = () => {
            saved.push(value);
            resolve();
          };
        }),
    );
    const { result, rerender } = renderHook(({ value }) => useAutosave(value, save), {
      initialProps: { value: 'a' },
    });
    expect(result.current.status.kind).toBe('idle');
    expect(result.current.isDirty()).toBe(false);

    rerender({ value: 'ab' });
    rerender({ value: 'abc' });
    expect(result.current.status.kind).toBe('pending');
    expect(result.current.isDirty()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.status.kind).toBe('saving');

    // A change during the save waits for it.
    rerender({ value: 'abcd' });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(saved).toEqual(['abc']);
    expect(save).toHaveBeenCalledTimes(2);
    await act(async () => finish());
    expect(saved).toEqual(['abc', 'abcd']);
    expect(result.current.status.kind).toBe('saved');
    expect(result.current.isDirty()).toBe(false);
  });

  it('keeps a failed save’s error and holds back while paused', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => {
      throw new Error('réseau');
    });
    const { result, rerender } = renderHook(
      ({ value, paused }) => useAutosave(value, save, { paused }),
      { initialProps: { value: 'a', paused: true } },
    );
    rerender({ value: 'b', paused: true });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(save).not.toHaveBeenCalled();
    rerender({ value: 'b', paused: false });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.status.kind).toBe('failed');
    expect(result.current.isDirty()).toBe(true);
  });
});
