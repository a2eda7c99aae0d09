import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long Back waits for the screen it returns to to grow tall enough for its old place (its code, its data). */
export const RESTORE_WITHIN_MS = 1_500;

/** Where the player was on each history entry of this page's life (entry key → scroll offset). */
const positions = new Map<string, number>();
/** The address of each entry, by its place in the stack (React Router's `history.state.idx`): for useReturnTo. */
export const entryAddresses: string[] = [];

/**
 * A new screen starts at the top; Back and Forward (a POP) return to where the player was on that
 * entry, as a browser does between pages: down a long game list, a tap on a game and Back land on
 * the same row. Positions are kept in memory: a reload starts at the top.
 */
export function useScrollRestoration(): void {
  const { key, pathname, search } = useLocation();
  const navigation = useNavigationType();

  // Recorded as the player scrolls, for the entry shown: by the time a new screen commits, the page may
  // already be shorter. The entry changes before the new screen's first scroll (to the top, or clamped).
  const shownKey = useRef(key);
  useEffect(() => {
    const record = () => positions.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', record); // scroll events cannot be cancelled: never blocking
    return () => window.removeEventListener('scroll', record);
  }, []);

  // The page's first screen is where the browser put it (a reload keeps its place).
  const shownPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    shownKey.current = key;
    entryAddresses[window.history.state?.idx] = pathname + search; // idx: the browser router’s place in the stack
    const shown = shownPath.current;
    shownPath.current = pathname;
    if (shown === null) return;
    const saved = navigation === 'POP' ? positions.get(key) : undefined;
    if (saved === undefined) {
      // A query changed on the same screen (a tab, a filter in the address) keeps the player's place.
      if (shown !== pathname) window.scrollTo(0, 0);
      return;
    }
    // The returning screen may still be loading: try each frame until it is tall enough, or give up.
    const until = performance.now() + RESTORE_WITHIN_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, saved);
      const short = document.documentElement.scrollHeight - window.innerHeight < saved;
      if (short && performance.now() < until) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [key, pathname, search, navigation]);
}
