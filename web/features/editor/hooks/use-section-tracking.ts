import { useEffect, useState } from 'react';

/**
 * The section in view (SPEC §9: visibility threshold 0.3): watches the article headings of the
 * document and reports the first one at least 30 % visible.
 */
export function useSectionTracking(root: HTMLElement | null, ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('|');
  useEffect(() => {
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const order = key.split('|');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.elementId;
          if (!id) continue;
          if (entry.isIntersecting) visible.add(id);
          else visible.delete(id);
        }
        const first = order.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { threshold: 0.3 },
    );
    for (const id of order) {
      const el = root.querySelector(`[data-element-id="${CSS.escape(id)}"]`);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [root, key]);
  return active;
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
