// @vitest-environment node
import { authEndpoints } from './auth';
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

/** accounts-and-access §7: free-play and the two registrations (docs/decisions/auth.md, "Trial"). */
describe('module identifiers of the account calls', () => {
  it('trial play and its account: FREEPLAY; registration by user name or mobile: its own', () => {
    expect(authEndpoints.trialLogin.moduleId).toBe('FREEPLAY');
    expect(authEndpoints.trialAccount.moduleId).toBe('FREEPLAY');
    expect(authEndpoints.register.moduleId).toBe('USERNAMEREG3');
    expect(authEndpoints.registerMobile.moduleId).toBe('MOBILENUMREG3');
  });
});
