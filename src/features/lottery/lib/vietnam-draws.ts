import type { VietnamDraw, VietnamRegion } from '@/api/types/lottery';
import { parsePrizeLevels, type PrizeLevel } from './prize-levels';

/** Regions in the order players read them: North, Central, South. */
export const VIETNAM_REGIONS: readonly VietnamRegion[] = ['NORTH', 'CENTRAL', 'SOUTH'];

/** One region's draws of one day: a results table with a column per province. */
export interface DrawDay {
  date: string;
  draws: VietnamDraw[];
}

/** §2 home block: the recent draws grouped by region, then by draw day (newest first). */
export function groupVietnamDraws(draws: readonly VietnamDraw[]): Record<VietnamRegion, DrawDay[]> {
  const grouped: Record<VietnamRegion, DrawDay[]> = { NORTH: [], CENTRAL: [], SOUTH: [] };
  const sorted = [...draws].sort((a, b) => b.drawTime.localeCompare(a.drawTime));
  for (const draw of sorted) {
    const days = grouped[draw.region];
    if (!days) continue;
    const date = draw.drawTime.slice(0, 10);
    const day = days.find((d) => d.date === date);
    if (day) day.draws.push(draw);
    else days.push({ date, draws: [draw] });
  }
  return grouped;
}

/** The table rows of a draw day: one per prize level, the numbers of each province side by side. */
export function levelRows(day: DrawDay): { code: PrizeLevel['code']; numbers: string[][] }[] {
  const tables = day.draws.map((draw) => parsePrizeLevels(draw.winningNumber));
  const longest = tables.reduce<PrizeLevel[]>((a, b) => (b.length > a.length ? b : a), []);
  return longest.map((level, index) => ({
    code: level.code,
    numbers: tables.map((levels) => levels[index]?.numbers ?? []),
  }));
}
