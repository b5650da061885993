import { useCallback, useEffect, useRef, useState } from 'react';

export type Status = { tone: 'info' | 'success' | 'error'; text: string } | null;

/**
 * The editor's one status line (docs/product.md §4 timings): `show(tone, text, ms)` replaces the
 * current message and clears it after `ms` (none = it stays until the next one).
 */
export function useStatus() {
  const [status, setStatus] = useState<Status>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((tone: NonNullable<Status>['tone'], text: string, ms?: number) => {
    clearTimeout(timer.current);
    setStatus({ tone, text });
    if (ms) timer.current = setTimeout(() => setStatus(null), ms);
  }, []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setStatus(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { status, show, clear };
}
