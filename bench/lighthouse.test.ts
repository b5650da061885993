import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './lighthouse';

describe('calibratedCpuSlowdown', () => {
  it('follows the calculator’s points: 4× at 1,533, 6× at 2,000, 3× at 1,300, 2× at 800', () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(150)).toBe(1);
  });

  it('grows with the machine (a fast one is slowed more), never below 1×, 4× when unknown', () => {
    expect(calibratedCpuSlowdown(2850)).toBeCloseTo(9.65, 2);
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 2);
    expect(calibratedCpuSlowdown(50)).toBe(1);
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(4);
  });
});
