import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself some time after being shown (docs/product.md §9 timers). Showing a
 * new message restarts the delay; `clear` hides it at once; the timer dies with the component.
 *
 * `ms` is the default delay, for screens whose messages all last the same (« Copié ! », « saved »).
 * `show(message, ms)` overrides it per message, and `null` keeps the message until it is cleared
 * or replaced (the contract list's error banners). The message is a string unless the caller needs
 * more (the contract list's banners carry a tone).
 */
export function useTimedMessage<Message = string>(ms: number | null = null) {
  const [message, setMessage] = useState<Message | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: Message, delayMs: number | null = ms) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (delayMs !== null) timer.current = setTimeout(() => setMessage(null), delayMs);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return { message, show, clear };
}
