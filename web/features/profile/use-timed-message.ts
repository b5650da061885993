import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself `ms` after being shown (SPEC §9 timers: 3 s for « saved » and
 * « reset »). Showing a new message restarts the delay; the timer dies with the component.
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}
