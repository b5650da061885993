import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLargestPaint } from './after-paint';

/**
 * jsdom reports no paints: a PerformanceObserver that reports largest paints when told, as
 * Chromium does once a painted frame reaches the screen.
 */
function fakeLargestPaints() {
  const observers: Array<(entries: Array<{ startTime: number }>) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe() {
      observers.push((entries) => this.callback({ getEntries: () => entries }));
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (startTime: number) => observers.forEach((report) => report([{ startTime }]));
}

const settledWithin = async (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page's performance timeline holding a first input (a click or key already seen). */
function afterFirstInput() {
  const real = performance.getEntriesByType.bind(performance);
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) =>
    type === 'first-input'
      ? ([{ name: 'pointerdown', entryType: 'first-input' }] as unknown as PerformanceEntryList)
      : real(type),
  );
}

describe('afterLargestPaint', () => {
  it('waits for a largest paint made since the given time, not an earlier one', async () => {
    const paint = fakeLargestPaints();
    const shown = afterLargestPaint(100);
    paint(50);
    expect(await settledWithin(shown, 50)).toBe(false);
    paint(120);
    expect(await settledWithin(shown, 50)).toBe(true);
  });

  it('does not wait past the first key or click, nor past half a second', async () => {
    fakeLargestPaints();
    const byKey = afterLargestPaint(100);
    dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(await settledWithin(byKey, 50)).toBe(true);
    const byTime = afterLargestPaint(100);
    expect(await settledWithin(byTime, 300)).toBe(false);
    expect(await settledWithin(byTime, 400)).toBe(true);
  });

  it('waits for no largest paint once the person has clicked or typed (an in-app navigation)', async () => {
    fakeLargestPaints();
    afterFirstInput();
    // Chromium reports none after a first input: the next frames are what is waited for.
    expect(await settledWithin(afterLargestPaint(100), 200)).toBe(true);
  });

  it('still waits for the largest paint of a first visit nobody has touched yet', async () => {
    const paint = fakeLargestPaints();
    const shown = afterLargestPaint(100);
    expect(await settledWithin(shown, 200)).toBe(false);
    paint(120);
    expect(await settledWithin(shown, 50)).toBe(true);
  });

  it('falls back on the next frames where largest paints are not reported', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = [];
      },
    );
    expect(await settledWithin(afterLargestPaint(0), 200)).toBe(true);
  });
});
