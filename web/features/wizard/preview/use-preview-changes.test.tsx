import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import {
  CHANGE_HIGHLIGHT,
  CHANGE_HIGHLIGHT_MS,
  CHANGE_PAUSE_MS,
  usePreviewChanges,
} from './use-preview-changes';

/** A box of one preview paragraph, re-rendered with a new `version` each time. */
function Box({ text, version, enabled }: { text: string; version: number; enabled?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  usePreviewChanges(box, version, enabled);
  return (
    <div ref={box}>
      <p id="pv-price">{text}</p>
    </div>
  );
}

// jsdom has no CSS Custom Highlight API: a registry and a Highlight that keep their ranges.
const registry = new Map<string, { ranges: Range[] }>();
beforeEach(() => {
  vi.useFakeTimers();
  registry.clear();
  vi.stubGlobal('CSS', { highlights: registry, escape: (s: string) => s });
  vi.stubGlobal(
    'Highlight',
    class {
      ranges: Range[];
      constructor(...ranges: Range[]) {
        this.ranges = ranges;
      }
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const highlighted = () => registry.get(CHANGE_HIGHLIGHT)?.ranges.map((r) => r.toString()) ?? null;

describe('usePreviewChanges', () => {
  it('highlights the changed words at the typing pause, then lets them go', () => {
    const { rerender } = render(<Box text="Prix : ____ euros" version={1} />);
    rerender(<Box text="Prix : mille euros" version={2} />);
    expect(highlighted()).toBeNull();
    act(() => vi.advanceTimersByTime(CHANGE_PAUSE_MS));
    expect(highlighted()?.join(' ')).toContain('mille');
    act(() => vi.advanceTimersByTime(CHANGE_HIGHLIGHT_MS));
    expect(highlighted()).toBeNull();
  });

  it('a render after the highlight that changes no word does not keep it on screen', () => {
    const { rerender } = render(<Box text="Prix : ____ euros" version={1} />);
    rerender(<Box text="Prix : mille euros" version={2} />);
    act(() => vi.advanceTimersByTime(CHANGE_PAUSE_MS));
    expect(highlighted()).not.toBeNull();
    // Same text, new version (a step setting its defaults when its code arrives).
    rerender(<Box text="Prix : mille euros" version={3} />);
    act(() => vi.advanceTimersByTime(CHANGE_PAUSE_MS));
    act(() => vi.advanceTimersByTime(CHANGE_HIGHLIGHT_MS));
    expect(highlighted()).toBeNull();
  });

  it('switched off (the phone dialog), highlights nothing', () => {
    const { rerender } = render(<Box text="Prix : ____ euros" version={1} enabled={false} />);
    rerender(<Box text="Prix : mille euros" version={2} enabled={false} />);
    act(() => vi.advanceTimersByTime(CHANGE_PAUSE_MS));
    expect(highlighted()).toBeNull();
  });
});
