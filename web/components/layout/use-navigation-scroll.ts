import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { navigationScroll } from './navigation-scroll';

/** How long a restored position may wait for the page to grow tall enough (data still loading). */
const RESTORE_MS = 1000;

/**
 * Scroll and focus after a navigation (rules in navigation-scroll.ts). A new page starts at the
 * top and its h1 takes focus (tabindex=-1, without scrolling), so keyboard and screen-reader
 * users start at the heading; a page still loading its h1 gets it once shown, unless the
 * reader has moved focus meanwhile. Positions are remembered per history entry for
 * back/forward; the browser's own restoration is off, as it runs before the page is drawn.
 */
export function useNavigationScroll() {
  const location = useLocation();
  const type = useNavigationType();
  const saved = useRef(new Map<string, number>());
  const current = useRef(location.key);
  const previous = useRef<{ pathname: string } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const remember = () => saved.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = { pathname: location.pathname };
    current.current = location.key;
    // First load: the browser placed the page (top, or a #fragment); focus stays where it is.
    if (!from) return;
    const action = navigationScroll(from, location, type, saved.current);
    let frame = 0;
    if (action.kind === 'restore') {
      const until = performance.now() + RESTORE_MS;
      const restore = () => {
        window.scrollTo(0, action.y);
        if (Math.abs(window.scrollY - action.y) > 1 && performance.now() < until)
          frame = requestAnimationFrame(restore);
      };
      restore();
    } else if (action.kind === 'hash') {
      document.getElementById(action.id)?.scrollIntoView();
    } else if (action.kind === 'top') {
      window.scrollTo(0, 0);
      const until = performance.now() + RESTORE_MS;
      const focusHeading = (first: boolean) => {
        if (!focusPageHeading(first) && performance.now() < until)
          frame = requestAnimationFrame(() => focusHeading(false));
      };
      focusHeading(true);
    }
    return () => cancelAnimationFrame(frame);
    // A new history entry (key) is a navigation; re-renders of the same entry are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}

/**
 * Focuses the page's h1 (made focusable by script, without scrolling) unless a dialog holds
 * focus. On the first try focus leaves whatever was clicked (a header link); on later tries,
 * while the page is still loading its h1, only if the reader has not moved focus meanwhile.
 * Returns false while there is no h1 yet.
 */
function focusPageHeading(first: boolean): boolean {
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
  const main = document.getElementById('main');
  const active = document.activeElement;
  const untouched = !active || active === document.body || active === main;
  if (!first && !untouched) return true;
  const heading = main?.querySelector<HTMLElement>('h1');
  if (!heading) {
    main?.focus({ preventScroll: true });
    return false;
  }
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}
