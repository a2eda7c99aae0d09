import { useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

export interface Autoplay {
  /** Whether the part moves by itself now. */
  playing: boolean;
  /** The player's pause or play: it wins over the system's motion setting from then on. */
  toggle(): void;
}

/**
 * What moves by itself (carousels, tickers) needs a pause control (WCAG 2.2.2): it plays until the player pauses it,
 * and starts paused when the system asks for less motion.
 */
export function useAutoplay(): Autoplay {
  const reducedMotion = useReducedMotion();
  const [pausedByPlayer, setPausedByPlayer] = useState<boolean | null>(null);
  const playing = !(pausedByPlayer ?? reducedMotion);
  return { playing, toggle: () => setPausedByPlayer(playing) };
}
