import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle, whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('hands the task to requestIdleCallback with a deadline, and cancels it', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = vi.fn();
    const cancel = whenIdle(task, 1500);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without the API (Safari), runs the task shortly after, unless cancelled first', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('eachWhenIdle', () => {
  it('runs one task per idle period, in order, and cancels the rest', () => {
    const callbacks: Array<() => void> = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => callbacks.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const order: string[] = [];
    const cancel = eachWhenIdle([
      () => order.push('a'),
      () => order.push('b'),
      () => order.push('c'),
    ]);
    expect(order).toEqual([]);
    expect(callbacks).toHaveLength(1);
    callbacks[0]!();
    expect(order).toEqual(['a']);
    expect(callbacks).toHaveLength(2);
    callbacks[1]!();
    expect(order).toEqual(['a', 'b']);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(3);
    // A callback the browser had already queued does nothing once cancelled.
    callbacks[2]!();
    expect(order).toEqual(['a', 'b']);
  });

  it('does nothing for no task', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    eachWhenIdle([])();
    expect(requestIdleCallback).not.toHaveBeenCalled();
  });
});
