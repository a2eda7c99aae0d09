// @vitest-environment node
import { isValidBetNumber, isValidStake, randomBetNumber } from './demo-bet';
import { launchPayload, providerLaunchHref } from './launch';
import { groupVietnamDraws, levelRows } from './vietnam-draws';
import { vietnamDraw } from '../testing/fixtures';

describe('lottery launch (§4)', () => {
  it('launches TCG_LOTTO_VN with the game code and the lobby prize mode, TCG_SEA always with SEA', () => {
    expect(launchPayload({ code: 'VN_MB', vendor: 'TCG_LOTTO_VN' }, 'Lott')).toEqual({
      vendor: 'TCG_LOTTO_VN',
      gameCode: 'VN_MB',
      prizeMode: 'Lott',
    });
    expect(launchPayload({ code: 'SEA_1', vendor: 'TCG_SEA' }, 'Elott')).toEqual({
      vendor: 'TCG_SEA',
      gameCode: 'SEA_1',
      prizeMode: 'SEA',
    });
  });

  it('launches a menu game that names no vendor with TCG_LOTTO_VN (§7)', () => {
    expect(launchPayload({ code: 'VN_MB' }, 'Lott')).toEqual({
      vendor: 'TCG_LOTTO_VN',
      gameCode: 'VN_MB',
      prizeMode: 'Lott',
    });
  });

  it('opens a provider lottery through the launch route', () => {
    expect(providerLaunchHref({ gameId: 'GPI_1' }, '/m/lott?menu=GPI')).toBe(
      '/m/launchGame?gameId=GPI_1&prize_mode=Lott&code=lobby&pageBack=%2Fm%2Flott%3Fmenu%3DGPI',
    );
  });
});

describe('demo bet rules', () => {
  it('takes exactly two digits and a stake from 1 to 1000 with at most 2 decimals', () => {
    expect(['00', '07', '99'].every(isValidBetNumber)).toBe(true);
    expect(['7', '100', 'ab', ''].some(isValidBetNumber)).toBe(false);
    expect(['1', '1000', '12.5'].every(isValidStake)).toBe(true);
    expect(['0.5', '1000.01', '1.234', 'x', ''].some(isValidStake)).toBe(false);
    expect(randomBetNumber(() => 0.071)).toBe('07');
  });
});

describe('Vietnam draws grouping', () => {
  it('groups by region, then by draw day newest first, and lines levels up across provinces', () => {
    const grouped = groupVietnamDraws([
      vietnamDraw({ gameId: 'B', region: 'SOUTH', drawTime: '2026-11-22 16:15:00', winningNumber: '1~2' }),
      vietnamDraw({ gameId: 'A', region: 'SOUTH', drawTime: '2026-11-23 16:15:00', winningNumber: '1~2~3,4' }),
      vietnamDraw({ gameId: 'C', region: 'SOUTH', drawTime: '2026-11-23 16:15:00', winningNumber: '5~6' }),
    ]);
    expect(grouped.NORTH).toEqual([]);
    expect(grouped.SOUTH.map((d) => [d.date, d.draws.map((x) => x.gameId)])).toEqual([
      ['2026-11-23', ['A', 'C']],
      ['2026-11-22', ['B']],
    ]);
    expect(levelRows(grouped.SOUTH[0])).toEqual([
      { code: 'GB', numbers: [['1'], ['5']] },
      { code: 'G1', numbers: [['2'], ['6']] },
      { code: 'G2', numbers: [['3', '4'], []] },
    ]);
  });
});
