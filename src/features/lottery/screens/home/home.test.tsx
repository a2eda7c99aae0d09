import { fireEvent, screen, within } from '@testing-library/react';
import { api } from '@/api';
import { stubIntersectionObserver } from '@/components/ui/lazy-section/testing';
import { vietnamDraw } from '../../testing/fixtures';
import { inLanguage } from '../../../../../tests/support/render';
import { renderLottery, setupLotteryI18n } from '../../testing/render';
import VietnamLotteryBlock from './VietnamLotteryBlock';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { recentVietnamLottery: vi.fn() },
}));

const recentVietnam = vi.mocked(api.recentVietnamLottery);
const SOUTH_TABLE = '111111~22222~33333~44444,55555~1,2,3,4,5,6,7~6666~7777,8888,9999~777~88';

beforeAll(setupLotteryI18n);
beforeEach(() => recentVietnam.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('home Vietnam lottery block', () => {
  it('shows its title, and asks for the draws only when it comes near the viewport', async () => {
    const observer = stubIntersectionObserver();
    recentVietnam.mockResolvedValue([vietnamDraw({ province: 'Thái Bình', drawTime: '2026-11-22 18:15:00' })]);
    renderLottery(<VietnamLotteryBlock />, { path: '/m/home' });
    const block = screen.getByRole('region', { name: 'Vietnam Lottery' });
    expect(within(block).getByRole('link', { name: 'More' })).toHaveAttribute('href', '/m/lott');
    expect(within(block).queryByRole('tablist')).not.toBeInTheDocument();
    expect(recentVietnam).not.toHaveBeenCalled();

    await observer.intersect(block);
    expect(await within(block).findByRole('table', { name: 'Northern results 2026-11-22' })).toBeInTheDocument();
    expect(recentVietnam).toHaveBeenCalledTimes(1);
  });

  describe('near the viewport', () => {
    beforeEach(() => stubIntersectionObserver({ immediate: true }));

    it('asks for the 100 recent draws and groups them by region and draw day, a column per province', async () => {
      recentVietnam.mockResolvedValue([
        vietnamDraw({
          gameId: 'HCM',
          region: 'SOUTH',
          province: 'TP.HCM',
          drawTime: '2026-11-23 16:15:00',
          winningNumber: SOUTH_TABLE,
        }),
        vietnamDraw({
          gameId: 'CM',
          region: 'SOUTH',
          province: 'Cà Mau',
          drawTime: '2026-11-23 16:15:00',
          winningNumber: SOUTH_TABLE,
        }),
        vietnamDraw({
          gameId: 'KG',
          region: 'SOUTH',
          province: 'Kiên Giang',
          drawTime: '2026-11-22 16:15:00',
          winningNumber: SOUTH_TABLE,
        }),
        vietnamDraw({ province: 'Thái Bình', drawTime: '2026-11-22 18:15:00' }),
      ]);
      renderLottery(<VietnamLotteryBlock />, { path: '/m/home' });
      const block = screen.getByRole('region', { name: 'Vietnam Lottery' });
      const table = await within(block).findByRole('table', { name: 'Northern results 2026-11-22' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Prize', 'Thái Bình']);
      expect(recentVietnam).toHaveBeenCalledWith({
        device: 'MOBILE',
        recentCount: 100,
        prizeMode: 'Lott',
        language: 'EN',
      });

      fireEvent.click(within(block).getByRole('tab', { name: 'Southern' }));
      const south = within(block).getByRole('table', { name: 'Southern results 2026-11-23' });
      expect(
        within(south)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Prize', 'TP.HCM', 'Cà Mau']);
      expect(
        within(south)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['GB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8']);
      fireEvent.click(within(block).getByRole('button', { name: '11/22' }));
      expect(within(block).getByRole('table', { name: 'Southern results 2026-11-22' })).toBeInTheDocument();
      expect(within(block).getByRole('link', { name: 'More' })).toHaveAttribute('href', '/m/lott');
    });

    it('names the special prize ĐB in Vietnamese, its row still marked special', async () => {
      await inLanguage('VI', 'lottery');
      recentVietnam.mockResolvedValue([vietnamDraw()]);
      renderLottery(<VietnamLotteryBlock />, { path: '/m/home' });
      const special = await screen.findByRole('rowheader', { name: 'ĐB' });
      expect(special.closest('tr')).toHaveClass('vn-table__special');
      expect(screen.queryByRole('rowheader', { name: 'GB' })).not.toBeInTheDocument();
    });

    it('shows "load failed" with a retry when the call fails', async () => {
      recentVietnam.mockRejectedValueOnce(new Error('down')).mockResolvedValue([vietnamDraw()]);
      renderLottery(<VietnamLotteryBlock />, { path: '/m/home' });
      fireEvent.click(await screen.findByRole('button', { name: /load failed/i }));
      expect(await screen.findByRole('table', { name: 'Northern results 2026-11-23' })).toBeInTheDocument();
    });
  });
});
