/**
 * Runs `task` once the browser has nothing more urgent to do (requestIdleCallback, at most
 * `timeoutMs` later), or after a short delay where the API is missing (Safari). For work the
 * page will want soon but not for its first paint: fetching the code of the next screens.
 * Returns a cancel function (an effect's cleanup).
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * Runs `tasks` one per idle period, in order (whenIdle for each, the next asked for once the one
 * before has run): several files asked for in one go made one long task of the browser's own
 * work (each `import()` adds its files' preload links), longer than a phone can spare while the
 * page is still settling. Returns a cancel function for the ones not yet run.
 */
export function eachWhenIdle(tasks: ReadonlyArray<() => void>, timeoutMs = 2000): () => void {
  let cancelNext = () => {};
  let cancelled = false;
  const runFrom = (index: number) => {
    const task = tasks[index];
    if (!task) return;
    cancelNext = whenIdle(() => {
      if (cancelled) return;
      task();
      runFrom(index + 1);
    }, timeoutMs);
  };
  runFrom(0);
  return () => {
    cancelled = true;
    cancelNext();
  };
}
