// @vitest-environment node
import { contentEndpoints } from './content';
import { gamesEndpoints } from './games';
import { lotteryEndpoints } from './lottery';
import { siteEndpoints } from './site';

/** games-and-content §7: each call sends a module identifier (the `ModuleId` header). */
describe('module identifiers of the games, lottery and content calls and the status gate', () => {
  it('every platform call has one; only the demo backend calls go without', () => {
    const rows = Object.entries({ ...gamesEndpoints, ...lotteryEndpoints, ...contentEndpoints });
    const without = rows.filter(([, row]) => !row.moduleId).map(([name]) => name);
    expect(without).toEqual(['demoBet', 'demoLotteryBet', 'demoLotteryBets']);
    expect(gamesEndpoints.launchGame.moduleId).toBe('GCSGAME');
    expect(lotteryEndpoints.launchLottery.moduleId).toBe('LOTT');
    expect(siteEndpoints.systemStatus.moduleId).toBe('CCSFE');
  });
});
