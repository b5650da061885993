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
