import { fireEvent, screen } from '@testing-library/react';
import { api } from '@/api';
import { category, lotteryGame } from '../../testing/fixtures';
import { renderLottery, setupLotteryI18n } from '../../testing/render';
import { LotteryResultsPage } from './LotteryResultsPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { lotteryMenu: vi.fn(), lotteryHistory: vi.fn() },
}));

const lotteryMenu = vi.mocked(api.lotteryMenu);

beforeAll(setupLotteryI18n);
beforeEach(() => {
  vi.mocked(api.lotteryHistory).mockResolvedValue({
    list: [{ numero: '20261123-0600', drawTime: '2026-11-23 10:00:00', winningNumber: '55555' }],
    pageNum: 1,
    totalPages: 1,
  });
});

describe('lottery results page', () => {
  it('when both menus fail, one retry reloads both and the results show', async () => {
    const menus = {
      Lott: [category('hot', 'Hot', [lotteryGame({ gameId: 'A', gameName: 'Alpha 1 min' })])],
      Elott: [],
    };
    lotteryMenu.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    lotteryMenu.mockImplementation(async ({ prizeMode }) => menus[prizeMode as keyof typeof menus]);
    renderLottery(<LotteryResultsPage />, { path: '/m/lottery' });

    fireEvent.click(await screen.findByRole('button', { name: 'Load failed, click to retry' }));
    expect(await screen.findByRole('list', { name: 'Draw history of Alpha 1 min' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load failed, click to retry' })).not.toBeInTheDocument();
  });

  it('keeps the draws shown when the next page fails; its retry appends that page', async () => {
    lotteryMenu.mockResolvedValue([category('hot', 'Hot', [lotteryGame({ gameId: 'A', gameName: 'Alpha 1 min' })])]);
    const draw = (numero: string) => ({ numero, drawTime: '2026-11-23 10:00:00', winningNumber: '55555' });
    vi.mocked(api.lotteryHistory)
      .mockResolvedValueOnce({ list: [draw('20261123-0600')], pageNum: 1, totalPages: 2 })
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ list: [draw('20261123-0599')], pageNum: 2, totalPages: 2 });
    renderLottery(<LotteryResultsPage />, { path: '/m/lottery' });

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const retry = await screen.findByRole('button', { name: 'Load failed, click to retry' });
    expect(screen.getByText(/20261123-0600/)).toBeInTheDocument();
    fireEvent.click(retry);
    expect(await screen.findByText(/20261123-0599/)).toBeInTheDocument();
    expect(screen.getByText(/20261123-0600/)).toBeInTheDocument();
  });
});
