/**
 * Resolves once the browser has painted the current frame (the next animation frame, then a task
 * after it): for work that must not delay what has just been rendered, such as asking for a large
 * file whose arrival would otherwise compete with the first paint. A hidden tab paints no frame:
 * there it resolves when the tab is shown, which is when the work is wanted.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
