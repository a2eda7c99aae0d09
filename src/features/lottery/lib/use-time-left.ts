import { useEffect, useReducer } from 'react';
import type { LotteryGame } from '@/api/types/lottery';
import { msToNextSecond, timeLeftMs, type FetchStamp } from './countdown';

/**
 * A lottery's time left, re-rendered exactly when its displayed second changes (so every
 * countdown ticks smoothly on the second) and resting at 0 until the menu brings the next draw.
 */
export function useTimeLeft(game: Pick<LotteryGame, 'isSale' | 'remainTime'>, stamp: FetchStamp): number | null {
  const [tick, nextTick] = useReducer((n: number) => n + 1, 0);
  // A countdown reads the clock when it renders; the timer below re-renders it on each displayed second.
  // eslint-disable-next-line react-hooks/purity -- the clock is this hook's input, see above
  const left = timeLeftMs(game, stamp, Date.now());
  useEffect(() => {
    if (left === null || left === 0) return;
    const timer = setTimeout(nextTick, msToNextSecond(left));
    return () => clearTimeout(timer);
  }, [left, tick]);
  return left;
}
