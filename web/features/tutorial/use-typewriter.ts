import { useCallback, useEffect, useMemo, useState } from 'react';

/** docs/product.md §9: the bubble types 25 ms per character. */
export const TYPING_INTERVAL_MS = 25;

export interface TypewriterOptions {
  /** Show the whole text at once (reduced motion). */
  instant?: boolean;
  intervalMs?: number;
}

export interface Typewriter {
  visibleText: string;
  done: boolean;
  /** 0…1, drives the progress bar. */
  progress: number;
  /** Shows the whole text immediately. */
  skip: () => void;
}

/**
 * Reveals `text` one character (code point, so emoji never split) every `intervalMs`.
 * A new text restarts the typing; `instant` shows it whole.
 */
export function useTypewriter(
  text: string,
  { instant = false, intervalMs = TYPING_INTERVAL_MS }: TypewriterOptions = {},
): Typewriter {
  const chars = useMemo(() => Array.from(text), [text]);
  const [state, setState] = useState({ text, count: 0 });

  // A new message restarts from zero (derived-state reset during render, no extra effect pass).
  if (state.text !== text) setState({ text, count: 0 });
  const count = instant ? chars.length : state.text === text ? state.count : 0;
  const done = count >= chars.length;

  useEffect(() => {
    if (done) return undefined;
    const timer = setInterval(() => {
      setState((current) =>
        current.text === text
          ? { text, count: Math.min(current.count + 1, chars.length) }
          : current,
      );
    }, intervalMs);
    return () => clearInterval(timer);
  }, [text, chars.length, done, intervalMs]);

  const skip = useCallback(() => setState({ text, count: chars.length }), [text, chars.length]);

  return {
    visibleText: done ? text : chars.slice(0, count).join(''),
    done,
    progress: chars.length === 0 ? 1 : count / chars.length,
    skip,
  };
}
