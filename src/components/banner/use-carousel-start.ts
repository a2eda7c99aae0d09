import { useEffect, useState, type RefObject } from 'react';

/** Which way the carousel moves first once it has started. */
export type CarouselStart = 'next' | 'prev';

/** A drag this far sideways (px), more sideways than down, is a swipe. */
export const SWIPE_START_PX = 10;

/**
 * When a banner carousel takes over from its still first banner, and which way it moves first
 * (docs/performance.md, "The first screen does only what it shows"). Swiper's code and set-up (loop clones, pagination, autoplay
 * timers) are the heaviest work of a page's first screen, yet nothing moves before the first
 * autoplay step: until then the first banner alone shows the same thing. So the carousel starts
 * - when that first step is due (`delayMs` after the banners showed): 'next', it slides at once;
 * - at the first sideways swipe on the still banner: 'next' or 'prev', the way it was swiped.
 * A tap is not a start: it follows the banner's link. While focus is inside (a keyboard user on
 * the banner's link) the timer waits, so the link is not swapped from under it.
 * `null` while still; never starts when `enabled` is false (one banner); without `autoplay` (paused,
 * or the player asked for less motion) only a swipe starts it.
 */
export function useCarouselStart(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  delayMs: number,
  autoplay = true,
): CarouselStart | null {
  const [start, setStart] = useState<CarouselStart | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || start || !element) return;
    let timer: number | undefined;
    const arm = () => {
      if (autoplay) timer = window.setTimeout(() => setStart('next'), delayMs);
    };
    const disarm = () => window.clearTimeout(timer);
    const listening = new AbortController();
    const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
      element.addEventListener(type, listener, { signal: listening.signal });

    let down: { x: number; y: number } | null = null;
    on('pointerdown', (event) => (down = { x: event.clientX, y: event.clientY }));
    on('pointerup', () => (down = null));
    on('pointercancel', () => (down = null));
    on('pointermove', (event) => {
      if (!down) return;
      const dx = event.clientX - down.x;
      if (Math.abs(dx) >= SWIPE_START_PX && Math.abs(dx) > Math.abs(event.clientY - down.y))
        setStart(dx < 0 ? 'next' : 'prev');
    });
    on('focusin', disarm);
    on('focusout', (event) => {
      if (element.contains(event.relatedTarget as Node | null)) return;
      disarm();
      arm();
    });
    arm();
    return () => {
      disarm();
      listening.abort();
    };
  }, [ref, enabled, start, delayMs, autoplay]);
  return start;
}
