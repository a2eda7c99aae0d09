// @vitest-environment node
import * as lottery from './constants';

/** games-and-content §9 and §7 numbers of the lottery feature, to the number. */
describe("the lottery feature's spec numbers", () => {
  it('provider list 100; recent tab page 25, clientType 2, vassalage BGS; home asks for 100 draws', () => {
    expect(lottery.GPI_PAGE_SIZE).toBe(100);
    expect([lottery.RECENT_PAGE_SIZE, lottery.RECENT_CLIENT_TYPE, lottery.RECENT_VASSALAGE]).toEqual([25, 2, 'BGS']);
    expect(lottery.RECENT_VIETNAM_HOME_COUNT).toBe(100);
  });

  it('countdown near end under 6 s, highlight below 24 h, refresh at most 30 s, 7 s when idle', () => {
    expect(lottery.NEAR_END_MS).toBe(6_000);
    expect(lottery.HIGHLIGHT_WINDOW_MS).toBe(24 * 3_600_000);
    expect([lottery.MENU_REFRESH_MAX_MS, lottery.MENU_REFRESH_IDLE_MS]).toEqual([30_000, 7_000]);
  });
});
