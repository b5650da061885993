import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useLatched } from './use-latched';

describe('useLatched', () => {
  it('stays false until the value is true, then stays true', () => {
    const { result, rerender } = renderHook(({ value }) => useLatched(value), {
      initialProps: { value: false },
    });
    expect(result.current).toBe(false);
    rerender({ value: true });
    expect(result.current).toBe(true);
    rerender({ value: false });
    expect(result.current).toBe(true);
  });

  it('is true on the first render when the value is', () => {
    const { result } = renderHook(() => useLatched(true));
    expect(result.current).toBe(true);
  });
});
