import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@/api';
import { setUpMockBackend } from '../../testing/mock-backend';
import { renderGames, setupGamesI18n } from '../../testing/render';
import { DemoGamePage } from './DemoGamePage';
import { LaunchGamePage } from './LaunchGamePage';

vi.mock('../../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));
const backend = setUpMockBackend();
beforeAll(setupGamesI18n);
beforeEach(() => backend.logIn());
afterEach(() => vi.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;

describe('/m/launchGame', () => {
  it('launches the game of its query and replaces itself with the game', async () => {
    const launchGame = vi.spyOn(api, 'launchGame');
    renderGames(<LaunchGamePage />, { path: '/m/launchGame?gameId=GPI_0001&prize_mode=Lott&pageBack=/m/lott' });
    await waitFor(() => expect(location()).toMatch(/^\/m\/demoGame\?/));
    expect(launchGame).toHaveBeenCalledWith(
      expect.objectContaining({
        category: 'LOTT',
        gameId: 'GPI_0001',
        prizeMode: 'Lott',
        code: 'lobby',
        pageBack: '/m/lott',
      }),
    );
  });

  it('on failure says so, with retry and back to pageBack', async () => {
    vi.spyOn(api, 'launchGame').mockRejectedValue(new ApiError('business', 'launchGame', 'url.empty'));
    renderGames(<LaunchGamePage />, { path: '/m/launchGame?gameId=x&pageBack=/m/lott' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The game could not be opened');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/m/lott');
  });

  it.each([
    ['javascript:', 'javascript:window.__xss=1'],
    ['a tab inside the scheme', 'java\tscript:window.__xss=1'],
    ['data:', 'data:text/html,<script>window.__xss=1</script>'],
    ['//host on an http page', '//evil.example/x'],
    ['a same-origin path outside the app', '/wps/member/info'],
    ['no URL', ''],
  ])(
    'never opens a launch URL the URL policy refuses (%s): "The requested URL is empty", with Back and Try again',
    async (_, url) => {
      vi.spyOn(api, 'launchGame').mockResolvedValue({ content: { game_url: url } });
      renderGames(<LaunchGamePage />, { path: '/m/launchGame?gameId=x&pageBack=/m/lott' });
      expect(await screen.findByRole('alert')).toHaveTextContent('The requested URL is empty');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(location()).toBe('/m/launchGame?gameId=x&pageBack=/m/lott');
      expect((window as { __xss?: number }).__xss).toBeUndefined();
    },
  );
});

describe('demo game', () => {
  it("shows the game, provider, notice and balance; a spin changes the balance; Back is the title bar's alone", async () => {
    const path = '/m/demoGame?gameId=PG_0001&name=Koi%20Riches&vendor=PG%20Soft&pageBack=%2Fm%2Frng';
    renderGames(<DemoGamePage />, { path });
    expect(screen.getByRole('heading', { name: 'Koi Riches', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Provider: PG Soft')).toBeInTheDocument();
    // As the demo lottery says: the wallet moves, in demo money.
    expect(
      screen.getByText(
        'Demo game: stakes and wins move your wallet (demo money, not real money) and appear in your game records',
      ),
    ).toBeInTheDocument();
    const balance = screen.getByRole('status', { name: 'Balance' });
    await waitFor(() => expect(balance).toHaveTextContent('12,345.67'));
    await userEvent.click(screen.getByRole('button', { name: '10.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    // The round's result (a win, no win, or the stake returned: the balance may not move), then the wallet's balance.
    const result = /won|No win|is returned/;
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => result.test(s.textContent ?? ''))).toBe(true));
    const { balance: stored } = await api.memberWallet().then((w) => ({ balance: w.sumBalance }));
    await waitFor(() =>
      expect(balance).toHaveTextContent(stored.toLocaleString('en-US', { minimumFractionDigits: 2 })),
    );
    // No second Back on the page: the title bar's steps back to the list the game was launched from.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
