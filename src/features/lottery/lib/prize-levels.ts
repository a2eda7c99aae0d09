import { LEVEL_SEPARATOR, NUMBER_SEPARATOR, PRIZE_LEVEL_CODES, type PrizeLevelCode } from '../constants';

export interface PrizeLevel {
  /** GB, G1 … G9 (shown as `prizeLevels.<code>`). */
  code: PrizeLevelCode;
  numbers: string[];
}

/** §9: "12345~67890,11111~…" → levels 0-9, GB, G1 … G9 (levels beyond G9 are dropped). */
export function parsePrizeLevels(winningNumber: string | undefined | null): PrizeLevel[] {
  if (!winningNumber?.trim()) return [];
  return winningNumber
    .split(LEVEL_SEPARATOR)
    .slice(0, PRIZE_LEVEL_CODES.length)
    .map((level, index) => ({
      code: PRIZE_LEVEL_CODES[index]!,
      numbers: level
        .split(NUMBER_SEPARATOR)
        .map((n) => n.trim())
        .filter(Boolean),
    }));
}
