import type * as v from 'valibot';
import type * as c from '../contract/lottery';

/** The platform's prize modes (the launch and lottery calls accept only these). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export function isPrizeMode(value: string | null): value is PrizeMode {
  return (PRIZE_MODES as readonly (string | null)[]).includes(value);
}

/** The demo lottery's stake bounds (the bet's payload schema and the bet form read them). */
export const DEMO_BET_MIN_STAKE = 1;
export const DEMO_BET_MAX_STAKE = 1_000;

// The lottery calls' payloads and answers, derived from their contract (src/api/contract/lottery.ts).

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

export type VietnamRegion = Out<typeof c.vietnamRegion>;
/** The lottery menu as the platform answers it: names are not in the spec's fields. */
export type LotteryMenuAnswer = Out<typeof c.lotteryCategory>[];
/** A lottery as the app reads it, always named (src/features/lottery/api/lottery-menu.ts names it). */
export type LotteryGame = Out<typeof c.lotteryGame> & { gameName: string };
/** A menu category as the app reads it, named, with named lotteries. */
export type LotteryCategory = Omit<LotteryMenuAnswer[number], 'name' | 'gameMenus'> & {
  name: string;
  gameMenus: LotteryGame[];
};
export type LotteryMenuPayload = Out<typeof c.lotteryMenuPayload>;
export type RecentVietnamPayload = Out<typeof c.recentVietnamPayload>;
export type VietnamDraw = Out<typeof c.vietnamDraw>;
export type LotteryHistoryPayload = Out<typeof c.lotteryHistoryPayload>;
export type LotteryHistoryEntry = Out<typeof c.lotteryHistoryEntry>;
export type LotteryHistoryValue = Out<typeof c.lotteryHistoryValue>;
export type NumeroPayload = Out<typeof c.numeroPayload>;
export type NumeroValue = Out<typeof c.numeroValue>;
export type LaunchLotteryPayload = Out<typeof c.launchLotteryPayload>;
/** Demo mode only: a bet on the next draw of a lottery, settled when that draw happens. */
export type DemoLotteryBetPayload = Out<typeof c.demoLotteryBetPayload>;
export type DemoLotteryBet = Out<typeof c.demoLotteryBet>;
