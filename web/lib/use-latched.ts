import { useState } from 'react';

/**
 * True from the first render where `value` is true, for good. For a lazily loaded piece (a
 * dialog) that is mounted when first wanted and then kept, so its closing runs as usual (focus
 * back to the opener) and reopening it costs nothing.
 */
export function useLatched(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
