import { useCallback, useEffect, useRef, useState } from 'react';
import { pickActiveSection } from '../model/active-section';

/** Height of the editor's sticky header: a heading under it is not visible to the reader. */
const HEADER_PX = 64;

/**
 * The section in view (SPEC §9: visibility threshold 0.3): watches the article headings of the
 * document (model/active-section.ts picks one). `pin(id)` marks a section chosen in the panel
 * as current at once; the next change of visibility (the user scrolling on) takes over again.
 */
export function useSectionTracking(root: HTMLElement | null, ids: readonly string[]) {
  const [active, setActive] = useState<string | null>(null);
  const pinnedUntil = useRef(0);
  const key = ids.join('|');
  useEffect(() => {
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const above = new Set<string>();
    const order = key.split('|');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.elementId;
          if (!id) continue;
          if (entry.isIntersecting) visible.add(id);
          else visible.delete(id);
          if (!entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0)) above.add(id);
          else above.delete(id);
        }
        // The smooth scroll after a click in the panel passes other headings: ignore them.
        if (Date.now() < pinnedUntil.current) return;
        const next = pickActiveSection(order, visible, scrolledToEnd(root), above);
        if (next) setActive(next);
      },
      { threshold: 0.3, rootMargin: `-${HEADER_PX}px 0px 0px 0px` },
    );
    for (const id of order) {
      const el = root.querySelector(`[data-element-id="${CSS.escape(id)}"]`);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [root, key]);
  const pin = useCallback((id: string) => {
    pinnedUntil.current = Date.now() + 1200;
    setActive(id);
  }, []);
  return { active, pin };
}

/** True when the document's scroller (the fullscreen overlay or the window) cannot go further down. */
function scrolledToEnd(root: HTMLElement): boolean {
  const scroller = root.closest<HTMLElement>('[data-fullscreen="true"]') ?? document.scrollingElement;
  return !!scroller && scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
}

/** Scrolls to an element and pulses it for 2 s (SPEC §2, §9). */
export function scrollToElement(root: HTMLElement | null, id: string): void {
  const el = root?.querySelector<HTMLElement>(`[data-element-id="${CSS.escape(id)}"]`);
  if (!el) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
  // Web Animations, not a class: ProseMirror owns this node's attributes and would reset them.
  el.animate(reduce ? [{ backgroundColor: '#dbeafe' }, { backgroundColor: '#dbeafe' }] : [{ backgroundColor: '#dbeafe' }, { backgroundColor: '#dbeafe', offset: 0.6 }, { backgroundColor: 'transparent' }], {
    duration: 2000,
    easing: 'ease-out',
  });
}
