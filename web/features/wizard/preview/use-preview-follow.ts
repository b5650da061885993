import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '@web/lib/use-media';

/** How long the clause of the current step stays highlighted. */
export const FLASH_MS = 1500;
const MARGIN_PX = 8;

/**
 * Preview follow: when the step changes, scroll the preview box — never the
 * page — so the first present section of `targets` is at its top, and highlight it briefly.
 * Under prefers-reduced-motion the scroll jumps and the highlight does not fade (CSS). On first
 * render (a draft resumed at step 5) it scrolls without the flash: nothing has changed yet.
 */
export function usePreviewFollow(
  box: RefObject<HTMLElement | null>,
  step: number,
  targets: readonly string[],
) {
  const first = useRef(true);
  const key = targets.join(' ');
  useEffect(() => {
    const flash = !first.current;
    first.current = false;
    const container = box.current;
    if (!container || !key) return;
    const section = key
      .split(' ')
      .map((name) => container.querySelector<HTMLElement>(`[data-section="${name}"]`))
      .find((el) => el !== null);
    if (!section) return;
    const top =
      section.getBoundingClientRect().top -
      container.getBoundingClientRect().top +
      container.scrollTop -
      MARGIN_PX;
    // A box that does not scroll (preview below the form, or collapsed) is left alone.
    if (container.scrollHeight > container.clientHeight && typeof container.scrollTo === 'function')
      container.scrollTo({
        top: Math.max(0, top),
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    if (!flash) return;
    section.classList.add('clause-flash');
    const timer = window.setTimeout(() => section.classList.remove('clause-flash'), FLASH_MS);
    return () => {
      window.clearTimeout(timer);
      section.classList.remove('clause-flash');
    };
  }, [box, step, key]);
}
