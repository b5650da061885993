import { useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@web/lib/use-media';
import { isScrolledToEnd, pickActiveSection } from '../model/active-section';

/** Height of the editor's sticky header: a heading under it is not visible to the reader. */
const HEADER_PX = 64;
/** How long a section chosen in the panel stays current while its smooth scroll runs. */
const PIN_MS = 1200;
/** A pinned section stays current until the programmatic scroll has been quiet this long. */
const SETTLE_MS = 250;
/** Keys that scroll the page, hence end a pin (the reader moves on). */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/**
 * The section in view (docs/product.md §9: visibility threshold 0.3): watches the article headings
 * of the document (model/active-section.ts picks one). Visibility comes from an
 * IntersectionObserver; scrolling re-evaluates too, because reaching the end of the page (where the
 * last section is current) need not change any heading's visibility. `pin(id)` marks a section
 * chosen in the panel as current until its scroll has settled or the user scrolls on (wheel, touch,
 * scrolling keys). With `holdPin` (below 1024 px, where the panel sits above the document, not
 * beside it) only the user's own scrolling ends the pin: going back up to the panel to read the
 * chosen article's « Pourquoi cette clause ? » must not make another article current.
 */
export function useSectionTracking(
  root: HTMLElement | null,
  ids: readonly string[],
  { holdPin = false }: { holdPin?: boolean } = {},
) {
  const [active, setActive] = useState<string | null>(null);
  const pinnedUntil = useRef(0);
  const key = ids.join('|');
  useEffect(() => {
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const order = key.split('|');
    const headings = order.flatMap((id) => {
      const el = root.querySelector(`[data-element-id="${CSS.escape(id)}"]`);
      return el ? [{ id, el }] : [];
    });
    // Headings scrolled past, read from where they are rather than from the observer: a jump
    // (a link, Home/End, the browser's search, a restored position) takes a heading from below
    // the window to above it without its visibility ever changing, and the observer says nothing.
    const scrolledPast = () =>
      new Set(
        headings
          .filter(
            ({ id, el }) => !visible.has(id) && el.getBoundingClientRect().bottom <= HEADER_PX,
          )
          .map(({ id }) => id),
      );
    const update = () => {
      // The smooth scroll after a click in the panel passes other headings: ignore them.
      if (Date.now() < pinnedUntil.current) return;
      const scroller =
        root.closest<HTMLElement>('[data-fullscreen="true"]') ?? document.scrollingElement;
      const atEnd = !!scroller && isScrolledToEnd(scroller);
      const next = pickActiveSection(order, visible, atEnd, atEnd ? undefined : scrolledPast());
      if (next) setActive(next);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.elementId;
          if (!id) continue;
          if (entry.isIntersecting) visible.add(id);
          else visible.delete(id);
        }
        update();
      },
      { threshold: 0.3, rootMargin: `-${HEADER_PX}px 0px 0px 0px` },
    );
    for (const { el } of headings) observer.observe(el);
    let frame = 0;
    const onScroll = (event: Event) => {
      // Only the page (or the fullscreen overlay) moves the document: the sections panel and
      // other boxes that scroll on their own say nothing about the section in view.
      const target = event.target;
      if (
        target !== document &&
        !(target instanceof HTMLElement && target.dataset.fullscreen === 'true')
      )
        return;
      // While pinned, every scroll step pushes the end of the pin until the scroll settles.
      if (Date.now() < pinnedUntil.current)
        pinnedUntil.current = Math.max(pinnedUntil.current, Date.now() + SETTLE_MS);
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    const release = (event: Event) => {
      // Only keys that scroll the page: Tab or Enter into the panel's note keep the pin.
      if (event instanceof KeyboardEvent && !SCROLL_KEYS.has(event.key)) return;
      pinnedUntil.current = 0;
    };
    // Capture on the document sees the window's scroll and the fullscreen overlay's alike.
    const listen = { capture: true, passive: true } as const;
    document.addEventListener('scroll', onScroll, listen);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      document.addEventListener(type, release, listen);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', onScroll, listen);
      for (const type of ['wheel', 'touchstart', 'keydown'] as const)
        document.removeEventListener(type, release, listen);
    };
  }, [root, key]);
  const pin = useCallback(
    (id: string) => {
      pinnedUntil.current = holdPin ? Infinity : Date.now() + PIN_MS;
      setActive(id);
    },
    [holdPin],
  );
  return { active, pin };
}

/** Scrolls to an element and pulses it for 2 s (docs/product.md §2, §9). */
export function scrollToElement(root: HTMLElement | null, id: string): void {
  const el = root?.querySelector<HTMLElement>(`[data-element-id="${CSS.escape(id)}"]`);
  if (!el) return;
  const reduce = prefersReducedMotion();
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
  // Web Animations, not a class: ProseMirror owns this node's attributes and would reset them.
  el.animate(
    reduce
      ? [{ backgroundColor: '#dbeafe' }, { backgroundColor: '#dbeafe' }]
      : [
          { backgroundColor: '#dbeafe' },
          { backgroundColor: '#dbeafe', offset: 0.6 },
          { backgroundColor: 'transparent' },
        ],
    {
      duration: 2000,
      easing: 'ease-out',
    },
  );
}
