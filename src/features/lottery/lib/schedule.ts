import { DRAW_DAYS_SEPARATOR, SCHEDULE_WEEKDAY_ORDER, VIETNAM_UTC_OFFSET_MS } from '../constants';

/** §3: drawing days are a comma list of weekday values (Sunday 1, Monday 2 … Saturday 7). */
export function parseDrawDays(drawDayOfWeek: string | undefined): number[] {
  return (drawDayOfWeek ?? '')
    .split(DRAW_DAYS_SEPARATOR)
    .map((d) => Number(d.trim()))
    .filter((d) => Number.isInteger(d) && d >= 1 && d <= 7);
}

export interface WeekdayGroup<T> {
  weekday: number;
  games: T[];
}

/** The time of day a lottery draws ("HH:mm:ss", from its previous draw); one that never drew sorts last. */
const drawClock = (game: { previousWinningTime: string }) => game.previousWinningTime.slice(11) || '24:00:00';

/** §2 weekly schedule: games grouped by draw weekday, Monday first, each day's in draw order; every weekday listed. */
export function groupByWeekday<T extends { drawDayOfWeek?: string; previousWinningTime: string }>(
  games: readonly T[],
): WeekdayGroup<T>[] {
  const byClock = [...games].sort((a, b) => drawClock(a).localeCompare(drawClock(b)));
  return SCHEDULE_WEEKDAY_ORDER.map((weekday) => ({
    weekday,
    games: byClock.filter((game) => parseDrawDays(game.drawDayOfWeek).includes(weekday)),
  }));
}

/** Today's weekday value in Vietnam time, where the draws are scheduled. */
export const vietnamWeekdayAt = (now: number) => new Date(now + VIETNAM_UTC_OFFSET_MS).getUTCDay() + 1;
