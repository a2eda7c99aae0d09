import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import vietnamese from '../../../../locales/vi/games.json';
import type { Game } from '@/api/types/games';
import { ApiError } from '@/api/errors';
import type { MorePages } from '@/components/ui/feedback';
import { nextFrame, renderGames, setupGamesI18n } from '../testing/render';
import { GameGrid } from './GameGrid';

beforeAll(setupGamesI18n);

const game = (i: number): Game => ({
  code: `G${i}`,
  gameId: `G${i}`,
  nodeId: `V-G${i}`,
  gameName: `Game ${i}`,
  displayName: `Game ${i}`,
  vassalage: 'V',
  gameType: 'RNG',
  gameCode: `G${i}`,
  iconUrl: `/icons/${i}.svg`,
  isTop: i % 7 === 0,
  isNew: i % 11 === 0,
});
const games = (n: number) => Array.from({ length: n }, (_, i) => game(i));

/** The grid over `list`, with `hasMore` pages left; `failed`: the last next page failed. Returns its fetchNextPage. */
function renderGrid(list: Game[], { hasMore = false, failed = false } = {}) {
  const fetchNextPage = vi.fn();
  const pages = {
    hasNextPage: hasMore,
    isFetchingNextPage: false,
    isFetchNextPageError: failed,
    error: failed ? new ApiError('server', 'gameList') : null,
    fetchNextPage,
  } as unknown as MorePages;
  renderGames(<GameGrid games={list} category="RNG" label="Slots games" pages={pages} />);
  return fetchNextPage;
}

describe('game grid', () => {
  it('renders only the rows near the viewport of a 2,000-game list', () => {
    renderGrid(games(2_000));
    const cells = screen.getAllByRole('listitem');
    expect(cells.length).toBeGreaterThan(6);
    expect(cells.length).toBeLessThan(60);
    expect(cells[0]).toHaveAttribute('aria-setsize', '2000');
    expect(document.getElementsByTagName('*').length).toBeLessThan(1_500);
  });

  it('gives every image fixed dimensions and lazy-loads all but the first rows', () => {
    renderGrid(games(30));
    const images = screen.getAllByRole('img');
    expect(images.every((img) => img.getAttribute('width') === '200' && img.getAttribute('height') === '200')).toBe(
      true,
    );
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[images.length - 1]).toHaveAttribute('loading', 'lazy');
  });

  it('shows the Hot or New tag and the name on each tile', () => {
    renderGrid(games(12));
    expect(screen.getAllByText('Hot').length).toBeGreaterThan(0);
    expect(screen.getAllByText('New').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Play Game 3' })).toHaveTextContent('Game 3');
  });

  it('relabels its tiles when the language changes (the list hands its t to every tile)', async () => {
    i18next.addResourceBundle('VI', 'games', vietnamese);
    onTestFinished(async () => {
      await act(() => i18next.changeLanguage('EN'));
    });
    renderGrid(games(12));
    expect(screen.getByRole('button', { name: 'Play Game 3' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('VI'));
    expect(screen.getByRole('button', { name: 'Chơi Game 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yêu thích Game 3' })).toBeInTheDocument();
    expect(screen.getAllByText('Mới').length).toBeGreaterThan(0);
  });

  it('asks for the next page when its end is within 300 px of the viewport, only while there is more', async () => {
    const calls = [
      renderGrid(games(6), { hasMore: true }),
      renderGrid(games(6), { hasMore: false }),
      renderGrid(games(600), { hasMore: true }),
    ];
    await nextFrame();
    expect(calls[0]).toHaveBeenCalled();
    expect(calls[1]).not.toHaveBeenCalled();
    expect(calls[2]).not.toHaveBeenCalled();
  });

  it('after a next page failed: its retry ends the grid, and only the retry asks again', async () => {
    const fetchNextPage = renderGrid(games(6), { hasMore: true, failed: true });
    await nextFrame();
    expect(fetchNextPage).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Slots games' })).toBeInTheDocument(); // the pages shown stay
    await userEvent.click(screen.getByRole('button', { name: 'Load failed, click to retry' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it.each([
    [299, 1],
    [301, 0],
  ])(
    'with its end %i px below the viewport it asks for the next page %i time(s) (threshold 300 px)',
    async (distance, times) => {
      let top = 0;
      const rect = vi
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockImplementation(() => ({ top }) as DOMRect);
      onTestFinished(() => rect.mockRestore());
      const onLoadMore = renderGrid(games(60), { hasMore: true });
      const height = parseFloat(screen.getByRole('list', { name: 'Slots games' }).style.height);
      top = window.innerHeight - height + distance;
      await nextFrame();
      expect(onLoadMore).toHaveBeenCalledTimes(times);
    },
  );

  it('reads its size and place in the next frame, not while it mounts (that would force a layout inside the commit)', async () => {
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    onTestFinished(() => {
      rect.mockRestore();
      width.mockRestore();
    });
    renderGrid(games(2_000));
    expect(rect).not.toHaveBeenCalled();
    expect(width).not.toHaveBeenCalled();
    await nextFrame();
    expect(rect).toHaveBeenCalled();
  });
});
