import { useEffect, useState } from 'react';

/**
 * The vertical scrollbar's width, so the editor can span the viewport (wider than the site's
 * content column) without a horizontal scrollbar.
 *
 * Read from a ResizeObserver on the root element, whose callback runs after the browser's own
 * layout and hands over the width: reading clientWidth right after mounting forced a layout of
 * the whole contract in the same task as the render (a quarter of a second of a phone's first
 * load, bench/README.md).
 */
export function useScrollbarWidth(): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const root = document.documentElement;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) setWidth(Math.max(0, Math.round(window.innerWidth - box.width)));
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);
  return width;
}
