import { screen } from '@testing-library/react';
import { api } from '@/api';
import type { Game } from '@/api/types/games';
import { renderGames, setupGamesI18n } from '../testing/render';
import { VendorTiles } from './VendorTiles';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { gameList: vi.fn() },
}));
beforeAll(setupGamesI18n);

const game = (i: number) =>
  ({
    code: `C${i}`,
    gameId: `G${i}`,
    nodeId: `N${i}`,
    gameName: `Game ${i}`,
    iconUrl: '',
    vassalage: 'PG',
    gameType: 'RNG',
  }) as Game;

describe('vendor tiles (§2 game centre: a "more" indicator above 6 games)', () => {
  it.each([
    [6, 'Play'],
    [7, 'More games'],
  ])('a vendor with %i games says "%s"', async (count, action) => {
    vi.mocked(api.gameList).mockResolvedValue({
      games: Array.from({ length: count }, (_, i) => game(i)),
      pageNum: 1,
      totalPages: 1,
    });
    renderGames(<VendorTiles type="RNG" vendors={[{ vassalage: 'PG', accountTypeName: 'PG Soft' }]} />);
    expect(await screen.findByText(action)).toBeInTheDocument();
  });
});
