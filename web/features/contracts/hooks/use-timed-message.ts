import { useCallback, useEffect, useRef, useState } from 'react';

export type TimedMessage = { tone: 'success' | 'error' | 'warning' | 'info'; text: string };

/** A banner message that clears itself after `ms` (or stays when ms is null). */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((next: TimedMessage, ms: number | null) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (ms !== null) timer.current = setTimeout(() => setMessage(null), ms);
  }, []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}
