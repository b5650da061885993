// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextToolIndex } from './use-toolbar-keys';

describe('nextToolIndex', () => {
  it('moves with the arrows and wraps at both ends', () => {
    expect(nextToolIndex('ArrowRight', 0, 8)).toBe(1);
    expect(nextToolIndex('ArrowRight', 7, 8)).toBe(0);
    expect(nextToolIndex('ArrowLeft', 0, 8)).toBe(7);
    expect(nextToolIndex('ArrowLeft', 3, 8)).toBe(2);
  });
  it('jumps to the ends with Home and End', () => {
    expect(nextToolIndex('Home', 5, 8)).toBe(0);
    expect(nextToolIndex('End', 0, 8)).toBe(7);
  });
  it('ignores other keys and empty toolbars', () => {
    expect(nextToolIndex('Enter', 2, 8)).toBeNull();
    expect(nextToolIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
