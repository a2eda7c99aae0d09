import type { LotteryCategory, LotteryGame, VietnamDraw } from '@/api/types/lottery';

export const lotteryGame = (over: Partial<LotteryGame> = {}): LotteryGame => ({
  code: 'FAST_1',
  gameId: 'FAST_1',
  gameName: 'Super Fast 1 min',
  mobileIconUrl: 'data:image/svg+xml,',
  remark: '',
  previousWinningNumber: '12345~67890',
  previousWinningTime: '2026-11-23 10:00:00',
  isSale: true,
  remainTime: 60_000,
  lockTime: 5,
  numero: '20261123-0601',
  gameMenuTag: 'hot',
  vendor: 'TCG_LOTTO_VN',
  ...over,
});

/** A menu category; its games carry its tag as their `gameMenuTag`, as the platform lists them. */
export const category = (tag: string, name: string, gameMenus: LotteryGame[]): LotteryCategory => ({
  tag,
  name,
  gameMenus: gameMenus.map((game) => ({ ...game, gameMenuTag: tag })),
});

export const vietnamDraw = (over: Partial<VietnamDraw> = {}): VietnamDraw => ({
  gameId: 'VN_MB',
  gameName: 'Northern Lottery',
  region: 'NORTH',
  province: 'Hà Nội',
  numero: '20261123',
  drawTime: '2026-11-23 18:15:00',
  winningNumber: '11111~22222~33333,44444',
  ...over,
});
