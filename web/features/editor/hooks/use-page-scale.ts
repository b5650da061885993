import { useEffect, useState } from 'react';
import { pageScale } from '../model/page-layout';

/** The contract page's scale for the width of its column (see model/page-layout.ts). */
export function usePageScale(column: HTMLElement | null, phone: boolean): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    if (!column) return;
    const measure = () => {
      const style = getComputedStyle(column);
      const available =
        column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setScale(pageScale(available, phone));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(column);
    return () => observer.disconnect();
  }, [column, phone]);
  return scale;
}
