import { useEffect, useState } from 'react';

/**
 * The vertical scrollbar's width, so the editor can span the viewport (wider than the site's
 * content column) without a horizontal scrollbar.
 */
export function useScrollbarWidth(): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const measure = () => setWidth(window.innerWidth - document.documentElement.clientWidth);
    measure();
    window.addEventListener('resize', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, []);
  return width;
}
