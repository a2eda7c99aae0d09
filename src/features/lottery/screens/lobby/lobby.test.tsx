import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { api } from '@/api';
import type { Game } from '@/api/types/games';
import { siteStatus } from '@/queries/testing/site-status';
import { useSessionStore } from '@/stores/session';
import { useToastStore } from '@/components/ui/toast/toast-store';
import { useNavigationType } from 'react-router';
import { category, lotteryGame } from '../../testing/fixtures';
import { renderLottery, setupLotteryI18n, signInDemo } from '../../testing/render';
import { HistoryModal } from './HistoryModal';
import { LotteryCard } from './LotteryCard';
import { LotteryLobby } from './LotteryLobby';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    lotteryMenu: vi.fn(),
    lotteryHistory: vi.fn(),
    recentGames: vi.fn(),
    launchLottery: vi.fn(),
    announcements: vi.fn(),
    gameList: vi.fn(),
    systemStatus: vi.fn(),
  },
}));

const lotteryMenu = vi.mocked(api.lotteryMenu);
const lotteryHistory = vi.mocked(api.lotteryHistory);
const NOW = Date.UTC(2026, 10, 23, 3, 0, 0);
const IMAGE_CDN = 'https://img.example.com';

beforeAll(setupLotteryI18n);
beforeEach(() => {
  lotteryMenu.mockReset();
  vi.mocked(api.announcements).mockResolvedValue({ banners: [] } as never);
  vi.mocked(api.systemStatus).mockResolvedValue(siteStatus({ imageCDNs: [IMAGE_CDN] }));
  lotteryHistory.mockResolvedValue({
    list: [{ numero: '20261123-0600', drawTime: '2026-11-23 10:00:00', winningNumber: '55555' }],
    pageNum: 1,
    totalPages: 20,
  });
  act(() => useSessionStore.getState().signOut());
});

describe('lottery card countdown (§4)', () => {
  const renderCard = (over: Parameters<typeof lotteryGame>[0], stamp = { requestedAt: NOW - 400, receivedAt: NOW }) =>
    renderLottery(
      <LotteryCard
        game={lotteryGame(over)}
        stamp={stamp}
        favourite={false}
        onToggleFavourite={() => {}}
        onPlay={() => {}}
      />,
    );

  it('counts down every second from the remaining time minus half the call gap, flags the end under 6 s and rests at zero', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    renderCard({ remainTime: 8_200 });
    const timer = screen.getByRole('timer', { name: 'Time to next draw' });
    expect(timer).toHaveTextContent('00:00:08');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer).toHaveTextContent('00:00:07');
    expect(timer).not.toHaveAttribute('data-near-end');
    act(() => vi.advanceTimersByTime(2_000));
    expect(timer).toHaveTextContent('00:00:05');
    expect(timer).toHaveAttribute('data-near-end', 'true');
    act(() => vi.advanceTimersByTime(20_000));
    expect(timer).toHaveTextContent('00:00:00');
  });

  it('shows the placeholder when not on sale and highlights only while open within 24 h', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    renderCard({ gameName: 'Off', isSale: false });
    expect(screen.getByRole('timer')).toHaveTextContent('Not on sale');
    expect(screen.getByRole('article', { name: 'Off' })).not.toHaveAttribute('data-highlighted');
    // Nothing to bet on: Play Now waits for the sale, and says why.
    expect(screen.getByRole('button', { name: 'Play Now: Off' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Play Now: Off' })).toHaveAccessibleDescription('Not on sale');
    renderCard({ gameName: 'Open', remainTime: 60_000, lockTime: 5 });
    expect(screen.getByRole('article', { name: 'Open' })).toHaveAttribute('data-highlighted', 'true');
    renderCard({ gameName: 'Locked', remainTime: 4_000, lockTime: 5 });
    expect(screen.getByRole('article', { name: 'Locked' })).not.toHaveAttribute('data-highlighted');
  });

  it('shows the previous draw, numbers per level with labels, and a more-history link', () => {
    renderCard({ previousWinningNumber: '12345~67890~11111,22222~3333', previousWinningTime: '2026-11-22 18:15:00' });
    const card = screen.getByRole('article', { name: 'Super Fast 1 min' });
    expect(within(card).getByText('Previous draw 2026-11-22 18:15')).toBeInTheDocument();
    expect(within(card).getByText('GB')).toBeInTheDocument();
    expect(within(card).getByText('67890')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'All prizes' }));
    expect(within(card).getByText('11111 · 22222')).toBeInTheDocument();
    expect(within(card).getByText('G3')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'More history: Super Fast 1 min' })).toHaveAttribute(
      'href',
      '/m/lottery?gameId=FAST_1',
    );
  });

  it("shows the game's icon from the image CDN the site status names", async () => {
    renderCard({ mobileIconUrl: 'lottery/fast1.png' });
    const icon = screen.getByRole('article', { name: 'Super Fast 1 min' }).querySelector('img');
    await waitFor(() => expect(icon).toHaveAttribute('src', `${IMAGE_CDN}/lottery/fast1.png`));
  });
});

describe('lottery lobby', () => {
  const fast = lotteryGame({ gameId: 'FAST_1', gameName: 'Super Fast 1 min' });
  const north = lotteryGame({
    gameId: 'VN_MB',
    code: 'VN_MB',
    gameName: 'Northern Lottery',
    drawDayOfWeek: '1,2,3,4,5,6,7',
  });
  const stock = lotteryGame({ gameId: 'VN30', gameName: 'VN30 Stock' });
  const menu = [
    category('vietnam_rb_hot', 'Hot', [fast]),
    category('vietnam_north', 'Northern', [north]),
    category('vietnam_rb_stock', 'Stock', [stock]),
    category('GPI', 'GPI Lottery', []),
  ];

  it('reads the menu again after a language change (§4, debounced 250 ms)', async () => {
    lotteryMenu.mockResolvedValue(menu);
    renderLottery(<LotteryLobby prizeMode="Lott" title="Lottery" />);
    await screen.findByRole('article', { name: 'Northern Lottery' });
    const calls = lotteryMenu.mock.calls.length;
    await act(() => i18next.changeLanguage('VI'));
    onTestFinished(async () => {
      await act(() => i18next.changeLanguage('EN'));
    });
    await waitFor(() => expect(lotteryMenu.mock.calls.length).toBeGreaterThan(calls));
  });

  it('shows ALL plus the menu categories and hides History Result on the stock category', async () => {
    lotteryMenu.mockResolvedValue(menu);
    renderLottery(<LotteryLobby prizeMode="Lott" title="Lottery" />);
    const nav = await screen.findByRole('navigation', { name: 'Lottery categories' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Hot', 'Northern', 'Stock', 'GPI Lottery']);
    expect(
      screen
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h3')?.textContent),
    ).toEqual(['Super Fast 1 min', 'Northern Lottery', 'VN30 Stock']);
    expect(lotteryMenu).toHaveBeenCalledWith({ prizeMode: 'Lott', device: 'MOBILE' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Stock' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/lott?menu=vietnam_rb_stock');
    expect(screen.queryByRole('button', { name: 'History Result' })).not.toBeInTheDocument();
    fireEvent.click(within(nav).getByRole('button', { name: 'Northern' }));
    expect(screen.getByRole('button', { name: 'History Result' })).toBeInTheDocument();
  });

  it.each(['fav', 'recent'])(
    'sends a visitor opening a ?tab=%s link to login at once, in the link’s place, with the message',
    async (tab) => {
      function NavigationType() {
        return <output data-testid="navigation">{useNavigationType()}</output>;
      }
      lotteryMenu.mockReturnValue(new Promise(() => {})); // before the menu is in
      renderLottery(
        <>
          <LotteryLobby prizeMode="Lott" title="Lottery" />
          <NavigationType />
        </>,
        { path: `/m/lott?tab=${tab}` },
      );
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
      expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
      expect(useToastStore.getState().toasts.map((t) => t.text)).toContain('You are not logged in, please login first');
    },
  );

  it('sends a logged-out favourite to login', async () => {
    lotteryMenu.mockResolvedValue(menu);
    renderLottery(<LotteryLobby prizeMode="Lott" title="Lottery" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite VN30 Stock' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it("keeps a logged-in player's favourites under LOTTFAV, first in the list and in the favourites tab", async () => {
    signInDemo();
    lotteryMenu.mockResolvedValue(menu);
    renderLottery(<LotteryLobby prizeMode="Lott" title="Lottery" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite VN30 Stock' }));
    expect(JSON.parse(localStorage.getItem('LOTTFAV')!)).toEqual({ demo01: ['VN30'] });
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('VN30 Stock');
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual(['VN30 Stock']);
  });

  it("shows the GPI provider's game list (page size 100) whose tiles need a session", async () => {
    lotteryMenu.mockResolvedValue(menu);
    vi.mocked(api.gameList).mockResolvedValue({
      games: [{ gameId: 'GPI_1', gameName: 'Keno', displayName: 'Keno', iconUrl: 'lottery/keno.png' } as never],
      pageNum: 1,
      totalPages: 1,
    });
    renderLottery(<LotteryLobby prizeMode="Lott" title="Lottery" />);
    fireEvent.click(await screen.findByRole('button', { name: 'GPI Lottery' }));
    const tile = within(await screen.findByRole('list', { name: 'Provider lotteries' })).getByRole('button', {
      name: 'Keno',
    });
    expect(vi.mocked(api.gameList)).toHaveBeenCalledWith(
      expect.objectContaining({ vassalage: 'GPI', gameType: 'LOTT', pageNo: 1, pageSize: 100 }),
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() => expect(tile.querySelector('img')).toHaveAttribute('src', `${IMAGE_CDN}/lottery/keno.png`));
    fireEvent.click(tile);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('asks a visitor to log in for the recent tab; a player sees the lotteries he launched, newest first', async () => {
    lotteryMenu.mockResolvedValue(menu);
    const played = (gameId: string) => ({ gameId }) as Game;
    vi.mocked(api.recentGames).mockResolvedValue({ list: [played('VN30'), played('FAST_1')], totalPages: 1 });
    const { unmount } = renderLottery(<LotteryLobby prizeMode="Lott" title="Lottery" />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Recent' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    unmount();
    signInDemo();
    renderLottery(<LotteryLobby prizeMode="Lott" title="Lottery" />, { path: '/m/lott?tab=recent' });
    await screen.findByRole('article', { name: 'VN30 Stock' });
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual([
      'VN30 Stock',
      'Super Fast 1 min',
    ]);
    expect(api.recentGames).toHaveBeenCalledWith({
      page: 1,
      pageSize: 25,
      gameType: 'LOTT',
      language: 'EN',
      clientType: 2,
      vassalage: 'BGS',
    });
  });

  it('the hot tab lists the games the menu tags hot, whatever category is chosen', async () => {
    lotteryMenu.mockResolvedValue([...menu, category('vietnam_north_more', 'More', [fast])]);
    renderLottery(<LotteryLobby prizeMode="Lott" title="Lottery" />, { path: '/m/lott?tab=hot' });
    await screen.findByRole('article', { name: 'Super Fast 1 min' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it("groups the category's daily lotteries by weekday in the draw schedule", async () => {
    lotteryMenu.mockResolvedValue(menu);
    renderLottery(<LotteryLobby prizeMode="Lott" title="Lottery" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Draw schedule' }));
    const schedule = screen.getByRole('dialog', { name: 'Weekly draw schedule' });
    const days = within(schedule).getAllByRole('region');
    expect(days.map((d) => d.querySelector('h3')?.firstChild?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(within(days[0]).getByText('Northern Lottery')).toBeInTheDocument();
    expect(within(schedule).queryByText('Super Fast 1 min')).not.toBeInTheDocument();
  });

  it('refetches the menu when the soonest draw is due', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    lotteryMenu.mockResolvedValue([category('hot', 'Hot', [lotteryGame({ remainTime: 4_000 })])]);
    renderLottery(<LotteryLobby prizeMode="Lott" title="Lottery" />);
    await screen.findByRole('article');
    expect(lotteryMenu).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(4_100));
    expect(lotteryMenu).toHaveBeenCalledTimes(2);
  });

  it('shows "load failed" with a working retry when the menu call fails', async () => {
    lotteryMenu.mockRejectedValueOnce(new Error('down')).mockResolvedValue(menu);
    renderLottery(<LotteryLobby prizeMode="Lott" title="Lottery" />);
    fireEvent.click(await screen.findByRole('button', { name: /load failed/i }));
    expect(await screen.findByRole('article', { name: 'Northern Lottery' })).toBeInTheDocument();
  });
});

describe('history modal', () => {
  const games = [
    lotteryGame({ gameId: 'A', gameName: 'Alpha 1 min' }),
    lotteryGame({ gameId: 'B', gameName: 'Beta 5 min' }),
  ];

  it('filters the game selector by name and shows the selected game history with a more link', async () => {
    renderLottery(<HistoryModal open onClose={() => {}} games={games} />);
    const dialog = screen.getByRole('dialog', { name: 'History Result' });
    await within(dialog).findByRole('list', { name: 'Draw history of Alpha 1 min' });
    expect(lotteryHistory).toHaveBeenLastCalledWith({ gameId: 'A', pageNo: 1, pageSize: 10 });
    fireEvent.change(within(dialog).getByLabelText('Search lotteries'), { target: { value: 'beta' } });
    const select = within(dialog).getByLabelText('Lottery');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Beta 5 min']);
    await within(dialog).findByRole('list', { name: 'Draw history of Beta 5 min' });
    expect(within(dialog).getByRole('link', { name: 'More history' })).toHaveAttribute('href', '/m/lottery?gameId=B');
  });

  it('closes when the route changes', async () => {
    const onClose = vi.fn();
    renderLottery(<HistoryModal open onClose={onClose} games={games} />);
    fireEvent.click(await screen.findByRole('link', { name: 'More history' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
