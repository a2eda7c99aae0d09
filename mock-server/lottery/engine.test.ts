// @vitest-environment node
import { lotteryById, NORTH } from './catalogue';
import { nextDraw, previousDraw, vietnamWeekday, winningLevels, winningNumber } from './engine';

/** Monday 2026-11-23 10:00:30 Vietnam time. */
const MONDAY_MORNING = Date.UTC(2026, 10, 23, 3, 0, 30);

describe('lottery draw engine', () => {
  it('uses the real prize tables: 27 numbers in the North, 18 in the South and Central', () => {
    const count = (levels: string[][]) => levels.flat().length;
    expect(count(winningLevels(1, 'VN_MB', '20261123', NORTH.table))).toBe(27);
    const south = winningLevels(1, 'VN_MN_HCM', '20261123', lotteryById.get('VN_MN_HCM')!.table);
    expect(count(south)).toBe(18);
    expect(south[0][0]).toMatch(/^\d{6}$/);
    expect(south[8][0]).toMatch(/^\d{2}$/);
  });

  it('is deterministic from the seed and the draw, so two tabs agree', () => {
    const game = lotteryById.get('VN_FAST_3')!;
    expect(winningNumber(7, game, '20261123-0200')).toBe(winningNumber(7, game, '20261123-0200'));
    expect(winningNumber(7, game, '20261123-0200')).not.toBe(winningNumber(7, game, '20261123-0201'));
  });

  it('schedules provinces on their weekdays at their regional draw time (Vietnam time)', () => {
    expect(vietnamWeekday(MONDAY_MORNING)).toBe(2);
    const hcm = lotteryById.get('VN_MN_HCM')!;
    expect(new Date(nextDraw(hcm, MONDAY_MORNING).drawAt).toISOString()).toBe('2026-11-23T09:15:00.000Z');
    expect(new Date(previousDraw(hcm, MONDAY_MORNING).drawAt).toISOString()).toBe('2026-11-21T09:15:00.000Z');
    expect(new Date(nextDraw(NORTH, MONDAY_MORNING).drawAt).toISOString()).toBe('2026-11-23T11:15:00.000Z');
    expect(nextDraw(lotteryById.get('VN_FAST_5')!, MONDAY_MORNING)).toEqual({
      numero: '20261123-0121',
      drawAt: Date.UTC(2026, 10, 23, 3, 5),
    });
  });
});
