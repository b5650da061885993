import { describe, expect, it } from 'vitest';
import { cpuBlockingTime, type TraceEvent } from './blocking';

const MAIN = { pid: 7, tid: 1 };
const task = (ts: number, tdurMs: number, where = MAIN): TraceEvent => ({
  name: 'RunTask',
  ...where,
  ts,
  dur: tdurMs * 3_000, // a wall time three times the CPU time: ignored
  tdur: tdurMs * 1_000,
});

describe('cpuBlockingTime', () => {
  it('counts 4 × CPU time − 50 ms for each of the main thread’s tasks from the first paint on', () => {
    const events: TraceEvent[] = [
      task(0, 40), // before the paint: not counted
      { name: 'firstContentfulPaint', ...MAIN, ts: 1_000 },
      task(2_000, 30), // 120 − 50 = 70
      task(3_000, 12), // 48: not long
      task(4_000, 20), // 80 − 50 = 30
      task(5_000, 40, { pid: 7, tid: 2 }), // another thread
      task(6_000, 40, { pid: 9, tid: 1 }), // another process
      { name: 'Layout', ...MAIN, ts: 2_100, tdur: 90_000 }, // inside a task, not a task
    ];
    expect(cpuBlockingTime(events)).toBe(100);
  });

  it('reads the same tasks at another slowdown (a calibrated phone)', () => {
    const events: TraceEvent[] = [
      { name: 'firstContentfulPaint', ...MAIN, ts: 1_000 },
      task(2_000, 8), // 10 × 8 − 50 = 30; at 4×, 32: not long
      task(3_000, 4), // 40: not long at either
      task(4_000, 20), // 200 − 50 = 150; at 4×, 30
    ];
    expect(cpuBlockingTime(events, 10)).toBe(180);
    expect(cpuBlockingTime(events)).toBe(30);
  });

  it('has nothing to say without a first contentful paint', () => {
    expect(cpuBlockingTime([task(0, 100)])).toBeNull();
  });
});
