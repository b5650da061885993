import { useLayoutEffect, useRef, useState } from 'react';
import { pageScale } from '../model/page-layout';

/**
 * The contract page's scale for the width of its column (see model/page-layout.ts). `initial` is
 * the scale to start from (the one the contract was shown at while the editor loaded), `onScale`
 * hears each new one.
 *
 * Measured before the browser paints (a layout effect): measured after, the first frame showed the
 * page at full size and the next one zoomed it, everything below the header jumping. A phone
 * reflows at scale 1 and reads no width, so its first render forces no layout.
 */
export function usePageScale(
  column: HTMLElement | null,
  phone: boolean,
  initial = 1,
  onScale?: (scale: number) => void,
): number {
  const [scale, setScale] = useState(initial);
  const report = useRef(onScale);
  report.current = onScale;
  useLayoutEffect(() => {
    if (!column) return;
    if (phone) {
      setScale(1);
      report.current?.(1);
      return;
    }
    const measure = () => {
      const style = getComputedStyle(column);
      const available =
        column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const next = pageScale(available, phone);
      setScale(next);
      report.current?.(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(column);
    return () => observer.disconnect();
  }, [column, phone]);
  return scale;
}
