import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** A pause in typing this long saves the answers. */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; error: unknown };

/**
 * Saves `value` a moment after it stops changing (one save at a time; a change made during a
 * save is saved after it). `paused` holds the saves back (a conflict waiting for the user's
 * choice, an action that saves by itself). Values are compared by identity: the form gives a new
 * object for each change.
 */
export function useAutosave<T>(
  value: T,
  save: (value: T) => Promise<void>,
  { paused = false, delayMs = AUTOSAVE_DELAY_MS }: { paused?: boolean; delayMs?: number } = {},
) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const stored = useRef(value);
  const latest = useRef(value);
  const saveNow = useRef(save);
  const running = useRef<Promise<unknown> | null>(null);
  useLayoutEffect(() => {
    latest.current = value;
    saveNow.current = save;
  });

  /** Waits for the save under way, if any. */
  const settle = useCallback(async () => {
    while (running.current) await running.current.catch(() => undefined);
  }, []);

  /** Saves the latest value now unless it is stored; true once it is. */
  const flush = useCallback(async (): Promise<boolean> => {
    await settle();
    const current = latest.current;
    if (current === stored.current) return true;
    setStatus({ kind: 'saving' });
    const run = saveNow.current(current);
    running.current = run;
    try {
      await run;
      stored.current = current;
      setStatus({ kind: latest.current === current ? 'saved' : 'pending' });
      return true;
    } catch (error) {
      setStatus({ kind: 'failed', error });
      return false;
    } finally {
      running.current = null;
    }
  }, [settle]);

  useEffect(() => {
    if (value === stored.current || paused) return;
    setStatus((last) => (last.kind === 'saving' ? last : { kind: 'pending' }));
    const timer = setTimeout(() => void flush(), delayMs);
    return () => clearTimeout(timer);
  }, [value, paused, delayMs, flush]);

  /** Whether something typed is not stored yet: read at the moment of a navigation. */
  const isDirty = useCallback(() => latest.current !== stored.current, []);
  /** Records a value stored by other means (an action that saves before it runs). */
  const markStored = useCallback((saved: T) => {
    stored.current = saved;
    setStatus({ kind: latest.current === saved ? 'saved' : 'pending' });
  }, []);
  return { status, flush, settle, isDirty, markStored };
}
