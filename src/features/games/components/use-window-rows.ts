import { useEffect, useState, type RefObject } from 'react';

export interface RowWindow {
  first: number;
  /** Exclusive. */
  last: number;
  /** Pixels between the grid's bottom and the viewport's bottom. */
  distanceToEnd: number;
}

/**
 * Rows of a fixed-height grid that are on screen (plus `overscan` above and below), following
 * window scrolls and resizes, so a list of thousands renders a few dozen nodes.
 */
export function useWindowRows(ref: RefObject<HTMLElement | null>, rowCount: number, rowHeight: number, overscan: number): RowWindow {
  const [window_, setWindow] = useState<RowWindow>({ first: 0, last: Math.min(rowCount, overscan * 3), distanceToEnd: Infinity });

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const node = ref.current;
      if (!node || rowHeight <= 0) return;
      const top = node.getBoundingClientRect().top;
      const viewport = window.innerHeight;
      const first = Math.max(0, Math.floor(-top / rowHeight) - overscan);
      const last = Math.min(rowCount, Math.ceil((viewport - top) / rowHeight) + overscan);
      const distanceToEnd = top + rowCount * rowHeight - viewport;
      setWindow((w) => (w.first === first && w.last === last && w.distanceToEnd === distanceToEnd ? w : { first, last: Math.max(first, last), distanceToEnd }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, rowCount, rowHeight, overscan]);

  return window_;
}

/** The element's content width, kept current. */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const read = () => setWidth(node.clientWidth || fallback);
    read();
    const observer = new ResizeObserver(read);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}
