import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@/api';
import { renderGames, setupGamesI18n } from '@/features/games/testing/render';
import { setUpMockBackend } from '@/features/games/testing/mock-backend';
import GameCenterRoute from './gameCenter';
import CockfightRoute from './cockfight';
import EsportsRoute from './esports';
import GameListRoute from './gameList';
import HotRoute from './hot';
import InhouseRoute from './inhouse';

vi.mock('../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));
setUpMockBackend();
beforeAll(setupGamesI18n);
afterEach(() => vi.restoreAllMocks());

const tileNames = async (region: string) =>
  within(await screen.findByRole('list', { name: region }))
    .findAllByRole('button', { name: /^Play / })
    .then((buttons) => buttons.map((b) => b.getAttribute('aria-label')));

describe('game routes (§2)', () => {
  it('/m/hot lists the hot games of every type', async () => {
    const hotGames = vi.spyOn(api, 'hotGames');
    renderGames(<HotRoute />, { path: '/m/hot' });
    expect((await tileNames('Hot games games')).length).toBeGreaterThan(0);
    expect(hotGames).toHaveBeenCalledWith(expect.objectContaining({ gameType: undefined, isPlatform: 2 }));
  });

  it('/m/gameList lists slots without ?gameType=, else the type and provider it names', async () => {
    const gameList = vi.spyOn(api, 'gameList');
    const { unmount } = renderGames(<GameListRoute />, { path: '/m/gameList' });
    await waitFor(() => expect(gameList).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG' })));
    unmount();
    renderGames(<GameListRoute />, { path: '/m/gameList?gameType=fish&vassalage=JILI' });
    await waitFor(() =>
      expect(gameList).toHaveBeenLastCalledWith(expect.objectContaining({ gameType: 'FISH', vassalage: 'JILI' })),
    );
  });

  it('/m/inhouse lists BGS slots only, without a provider strip', async () => {
    const gameList = vi.spyOn(api, 'gameList');
    renderGames(<InhouseRoute />, { path: '/m/inhouse' });
    await waitFor(() =>
      expect(gameList).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG', vassalage: 'BGS' })),
    );
    expect(screen.queryByRole('group', { name: 'Game providers' })).not.toBeInTheDocument();
  });

  it.each([
    ['/m/esports', <EsportsRoute key="e" />, ['TF Gaming Play', 'IM eSports Play']],
    ['/m/cockfight', <CockfightRoute key="c" />, ['DS88 Cockfight Play', 'SV388 Play']],
    ['/m/gameCenter', <GameCenterRoute key="g" />, ['SABA Sports Play']],
    ['/m/gameCenter?gameType=ESPORTS', <GameCenterRoute key="q" />, ['TF Gaming Play', 'IM eSports Play']],
  ])('%s shows its vendor tiles', async (path, route, tiles) => {
    renderGames(route, { path });
    for (const name of tiles) expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  });
});
