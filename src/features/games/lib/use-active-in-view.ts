import { useCallback, useEffect, useRef, type RefObject, type UIEvent } from 'react';

/** At the start of its scroll (as it mounts), a strip shows this many first items on any phone. */
const IN_VIEW_AT_START = 2;

interface ActiveInView<T> {
  /** For the active item. */
  active: RefObject<T | null>;
  /** For the strip's own `onScroll`. */
  onScroll(event: UIEvent<HTMLElement>): void;
}

/**
 * Keeps the active item (at `index`) of a horizontal strip in view: whenever `key` changes it is
 * scrolled to the middle of the strip, as it may sit past the right edge on a phone. Scrolling
 * needs the page's layout, so it is skipped where it would do nothing (the strip at its start and
 * one of the first items active) and otherwise waits for the next frame, where that layout is due
 * anyway and it still happens before the paint. In the effect it forced the layout inside the
 * commit that rendered the strip, lengthening that task (docs/performance.md, "Main-thread work (TBT)").
 */
export function useActiveInView<T extends HTMLElement>(key: string, index: number): ActiveInView<T> {
  const active = useRef<T>(null);
  const atStart = useRef(true);
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    atStart.current = event.currentTarget.scrollLeft <= 0;
  }, []);
  useEffect(() => {
    if (atStart.current && index < IN_VIEW_AT_START) return;
    const frame = requestAnimationFrame(() => active.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' }));
    return () => cancelAnimationFrame(frame);
  }, [key, index]);
  return { active, onScroll };
}
