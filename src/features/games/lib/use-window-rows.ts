import { useEffect, useState, type RefObject } from 'react';

/** Where the browser reports no screen size (jsdom): the phone the screens are designed for. */
const DESIGN_SCREEN_HEIGHT_PX = 812;

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
export function useWindowRows(
  ref: RefObject<HTMLElement | null>,
  rowCount: number,
  rowHeight: number,
  overscan: number,
): RowWindow {
  // Until the first measure (next frame), the rows a screen can hold from the top of the page:
  // `screen.height`, as reading the viewport's (innerHeight) during render would force a layout.
  const [window_, setWindow] = useState<RowWindow | null>(null);

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
      setWindow((w) =>
        w && w.first === first && w.last === last && w.distanceToEnd === distanceToEnd
          ? w
          : { first, last: Math.max(first, last), distanceToEnd },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // The first measure waits for the frame too: read at once, the grid's position would force a
    // layout in the middle of the commit that mounted it (docs/performance.md, "Main-thread work (TBT)").
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, rowCount, rowHeight, overscan]);

  return (
    window_ ?? {
      first: 0,
      last: Math.min(
        rowCount,
        rowHeight > 0 ? Math.ceil((window.screen.height || DESIGN_SCREEN_HEIGHT_PX) / rowHeight) + overscan : 0,
      ),
      distanceToEnd: Infinity,
    }
  );
}

/**
 * The element's content width, kept current. `fallback` until the ResizeObserver's first report,
 * which comes with the next frame's layout: reading the width at mount would force that layout
 * early, inside the commit (docs/performance.md, "Main-thread work (TBT)").
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const read = () => setWidth(node.clientWidth || fallback);
    const observer = new ResizeObserver(read);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}
