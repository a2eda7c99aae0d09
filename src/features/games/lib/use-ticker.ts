import { useEffect, useState } from 'react';

/** How long a ticker row takes to slide; matches the CSS transition of the winner board. */
export const TICKER_SLIDE_MS = 400;

/**
 * A step counter for a looping vertical ticker of `length` rows: advances every `intervalMs`; once
 * it has slid past the last row it snaps back to 0 without animation (the list repeats its first
 * rows, so the snap is invisible). `length` 0 keeps it still.
 */
export function useTicker(length: number, intervalMs: number): { step: number; animate: boolean } {
  const [step, setStep] = useState(0);
  // A new length or interval starts again from the first row (set while rendering, not in an effect).
  const [started, setStarted] = useState({ length, intervalMs });
  if (started.length !== length || started.intervalMs !== intervalMs) {
    setStarted({ length, intervalMs });
    setStep(0);
  }

  useEffect(() => {
    if (length === 0) return;
    const timer = setInterval(() => setStep((s) => Math.min(s + 1, length)), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs]);

  useEffect(() => {
    if (length === 0 || step < length) return;
    const timer = setTimeout(() => setStep(0), TICKER_SLIDE_MS);
    return () => clearTimeout(timer);
  }, [step, length]);

  return { step, animate: step !== 0 };
}
