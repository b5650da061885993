import { useEffect, useState } from 'react';

/**
 * How many of a component's `total` later steps to show: none on the first render, then one more
 * per browser task (a timer each), until all are shown. For a large render that would otherwise
 * be one long task: what the first frame does not need — closed dialogs, the selection's toolbar,
 * the contract's paragraphs below the first screen — is rendered in tasks of its own, so no one
 * task blocks a phone's page for long (docs/design.md §7 « First load »). A step is a task away,
 * well under a frame on any machine: nothing the person can reach in between is missing.
 */
export function useStepsRevealed(total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= total) return;
    const id = setTimeout(() => setShown((n) => n + 1), 0);
    return () => clearTimeout(id);
  }, [shown, total]);
  return shown;
}
