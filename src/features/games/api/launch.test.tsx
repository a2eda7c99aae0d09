import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api';
import { useToastStore } from '@/components/ui/toast';
import { setUpMockBackend } from '../testing/mock-backend';
import { renderGames, setupGamesI18n } from '../testing/render';
import type { LaunchableGame } from '../lib/launch-plan';
import { useLaunchGame } from './launch';

vi.mock('../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));
const backend = setUpMockBackend();
beforeAll(setupGamesI18n);
afterEach(() => vi.restoreAllMocks());
// Toasts outlive a test (they hide on a timer): each test starts with none.
beforeEach(() => useToastStore.setState({ toasts: [] }));

function LaunchButton({ game, category }: { game: LaunchableGame; category: string }) {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => void launch(game, category)}>
      Launch
    </button>
  );
}

const slot: LaunchableGame = {
  gameId: 'PG_0001',
  nodeId: 'PG-PG_0001',
  vassalage: 'PG',
  gameType: 'RNG',
  gameCode: 'PG_0001',
};
const location = () => screen.getByTestId('location').textContent;
const errorToasts = () =>
  useToastStore
    .getState()
    .toasts.filter((t) => t.kind === 'error')
    .map((t) => t.text);

describe('game launch', () => {
  it('logged out goes to /m/login and launches nothing', async () => {
    const launchGame = vi.spyOn(api, 'launchGame');
    renderGames(<LaunchButton game={slot} category="RNG" />, { path: '/m/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(location()).toBe('/m/login');
    expect(launchGame).not.toHaveBeenCalled();
  });

  it('others: the generic launch, opened in-app (the demo game), recorded as a recent game', async () => {
    await backend.logIn();
    const launchGame = vi.spyOn(api, 'launchGame');
    renderGames(<LaunchButton game={slot} category="RNG" />, { path: '/m/rng?type=hot' });
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(location()).toMatch(/^\/m\/demoGame\?/));
    expect(launchGame).toHaveBeenCalledWith(
      expect.objectContaining({
        category: 'RNG',
        vendor: 'PG',
        gameId: 'PG_0001',
        nodeId: 'PG-PG_0001',
        pageBack: '/m/rng?type=hot',
      }),
    );
    const query = new URLSearchParams(location()!.split('?')[1]);
    expect(query.get('pageBack')).toBe('/m/rng?type=hot');
    const recent = await api.recentGames({ page: 1, pageSize: 25, language: 'EN', clientType: 2, vassalage: 'BGS' });
    expect(recent.list[0]?.gameId).toBe('PG_0001');
  });

  it('LOTT games go to /m/launchGame with their query', async () => {
    await backend.logIn();
    const lott: LaunchableGame = {
      gameId: 'GPI_0001',
      nodeId: 'GPI-GPI_0001',
      vassalage: 'GPI',
      gameType: 'LOTT',
      gameGroupId: '3',
    };
    renderGames(<LaunchButton game={lott} category="LOTT" />, { path: '/m/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(location()).toBe(
      '/m/launchGame?gameId=GPI_0001&gameGroupId=3&prize_mode=Lott&code=lobby&pageBack=%2Fm%2Fhome',
    );
  });

  it.each([
    ['javascript:', 'javascript:window.__xss=1'],
    ['mixed case after control characters', '\u0000\u0001 JaVaScRiPt:window.__xss=1'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['/\\host on an http page', '/\\evil.example/x'],
    ['no URL', ''],
  ])('follows no launch URL the URL policy refuses (%s) and says "The requested URL is empty"', async (_, url) => {
    await backend.logIn();
    vi.spyOn(api, 'launchGame').mockResolvedValue({ content: { game_url: url } });
    renderGames(<LaunchButton game={slot} category="RNG" />, { path: '/m/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(errorToasts()).toEqual(['The requested URL is empty']));
    expect(location()).toBe('/m/rng');
  });

  it('TCG_SEA launches the lottery lobby with prize mode SEA', async () => {
    await backend.logIn();
    const launchLottery = vi
      .spyOn(api, 'launchLottery')
      .mockResolvedValue({ content: { game_url: '/m/demoLottery?gameId=x' } });
    renderGames(<LaunchButton game={{ ...slot, vassalage: 'TCG_SEA' }} category="LOTT" />);
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(location()).toBe('/m/demoLottery?gameId=x'));
    expect(launchLottery).toHaveBeenCalledWith({ vendor: 'TCG_SEA', gameCode: 'lobby', prizeMode: 'SEA' });
  });
});
