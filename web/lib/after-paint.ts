/**
 * Resolves once the browser has shown the current frame: for work that must not delay what has
 * just been rendered, such as asking for a large file whose arrival would otherwise compete with
 * the first paint. A frame's callbacks run before it is painted: this waits for the frame after
 * it to begin, then for a task. A hidden tab paints no frame: there it resolves when the tab is
 * shown, which is when the work is wanted.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

const LCP = 'largest-contentful-paint';

/**
 * True once the person has pressed a key, clicked or touched the page (its first-input entry).
 * Chromium reports no largest paint after that — nor, so, for a page the app shows after a click
 * on one of its links: there, waiting for one would only wait for the half second below.
 */
function hasInteracted(): boolean {
  return (performance.getEntriesByType?.('first-input').length ?? 0) > 0;
}

/** The longest wait for a largest paint that may never be reported (nothing larger was shown). */
const LARGEST_PAINT_WAIT_MS = 500;

/**
 * Resolves once the page's largest paint since `since` has reached the screen (its
 * largest-contentful-paint entry), which comes later than the frame's callbacks (the painted frame
 * is shown a frame or more after). Lighthouse counts every request started before that moment as
 * part of the paint (docs/design.md §7 « First load »): the editor asks for TipTap after it. Does
 * not wait past the person's first click or key, nor past half a second (no larger paint may
 * come); falls back on afterPaint where the browser does not report largest paints or has
 * stopped reporting them (after the person's first click or key: an in-app navigation).
 */
export function afterLargestPaint(since: number): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes(LCP) || hasInteracted())
    return afterPaint();
  return new Promise((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
      removeEventListener('pointerdown', done, true);
      removeEventListener('keydown', done, true);
      setTimeout(resolve, 0);
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    observer.observe({ type: LCP, buffered: true });
    const timer = setTimeout(done, LARGEST_PAINT_WAIT_MS);
    addEventListener('pointerdown', done, true);
    addEventListener('keydown', done, true);
  });
}

/**
 * Resolves in a task of its own: what the browser has waiting (a frame, an input) runs first. For
 * long work cut into steps (the editor's arrival, a page's render after its code's evaluation).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
