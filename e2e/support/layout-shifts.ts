import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __shifts?: number;
  }
}

/**
 * Adds up every layout shift of the pages `page` loads from now on (what Lighthouse's CLS sums
 * over a load), shifts that follow the person's input left out as CLS leaves them.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) window.__shifts! += shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts of the current page so far, once two more frames have been laid out. */
export function layoutShiftTotal(page: Page): Promise<number | undefined> {
  return page.evaluate(
    () =>
      new Promise<number | undefined>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__shifts))),
      ),
  );
}
