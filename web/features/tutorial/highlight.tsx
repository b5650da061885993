import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** docs/product.md §9: the highlight follows its element, repositioned every second. */
export const HIGHLIGHT_REFRESH_MS = 1000;

type Box = { top: number; left: number; width: number; height: number };

function measure(id: string): Box | null {
  const element = document.getElementById(id);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

const same = (a: Box | null, b: Box | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height);

/**
 * Outlines the element with this id (nothing when it is absent, e.g. a closed menu).
 * Drawn above the page with pointer-events off, so it never blocks the element itself.
 */
export function Highlight({ targetId }: { targetId: string }) {
  const [box, setBox] = useState<Box | null>(() => measure(targetId));

  useEffect(() => {
    const update = () =>
      setBox((current) => {
        const next = measure(targetId);
        return same(current, next) ? current : next;
      });
    update();
    document.getElementById(targetId)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const timer = setInterval(update, HIGHLIGHT_REFRESH_MS);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      clearInterval(timer);
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [targetId]);

  if (!box) return null;
  const pad = 6;
  return createPortal(
    <div
      aria-hidden="true"
      data-tutorial-highlight={targetId}
      className="pointer-events-none fixed z-[60] rounded-xl border-[3px] border-amber-400 shadow-[0_0_0_4px_rgba(251,191,36,0.35),0_0_24px_rgba(251,191,36,0.45)] transition-all duration-300 motion-reduce:transition-none"
      style={{
        top: box.top - pad,
        left: box.left - pad,
        width: box.width + pad * 2,
        height: box.height + pad * 2,
      }}
    />,
    document.body,
  );
}
