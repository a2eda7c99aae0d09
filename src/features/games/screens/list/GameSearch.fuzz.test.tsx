/**
 * Fuzz (docs/reliability.md, "Tests"): the game name box of the search sheet, searching and filtering, given random
 * text, never crashes and keeps what was typed; every name is taken: the overlay searches once for
 * it trimmed (nothing for a blank one, with its hint), the panel applies it trimmed.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { api } from '@/api';
import { anyText, expectKept, fuzzForm, pasteAll } from '../../../../../tests/unit/form-fuzz-kit';
import { SEARCH_DEBOUNCE_MS } from '../../constants';
import { SearchSheet } from './SearchSheet';
import { EMPTY_FILTERS } from '../../lib/list-state';
import { renderGames, setupGamesI18n } from '../../testing/render';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { gameList: vi.fn() },
}));
const gameList = vi.mocked(api.gameList);

beforeAll(setupGamesI18n);

const name = fc.oneof(anyText, fc.constantFrom('koi', ' Fortune Tiger ', 'a'.repeat(120)));

it('search overlay: searches once for the trimmed name after the pause, or shows the hint; keeps the input', () =>
  fuzzForm(name, async (text) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    gameList.mockReset().mockResolvedValue({ games: [], pageNum: 1, totalPages: 1 });
    renderGames(
      <SearchSheet
        scope={{ gameType: 'RNG' }}
        vendors={[]}
        mode={{ kind: 'search', category: 'RNG' }}
        onClose={() => undefined}
      />,
    );
    const held = pasteAll({ 'Game name': text });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    const results = screen.getByRole('region', { name: 'Search results' });
    if (held['Game name'].trim()) {
      await within(results).findByText('No games match your search');
      expect(gameList).toHaveBeenCalledTimes(1);
      expect(gameList).toHaveBeenCalledWith(
        expect.objectContaining({ gameName: held['Game name'].trim(), gameType: 'RNG', pageNo: 1 }),
      );
    } else {
      expect(within(results).getByText('Type a name or pick a filter')).toBeInTheDocument();
      expect(gameList).not.toHaveBeenCalled();
    }
    expectKept(held);
    vi.useRealTimers();
  }));

it('filter panel: applies the trimmed name once; keeps the input', () =>
  fuzzForm(name, async (text) => {
    const onApply = vi.fn();
    renderGames(
      <SearchSheet
        scope={{ gameType: 'RNG' }}
        vendors={[]}
        mode={{ kind: 'filter', current: EMPTY_FILTERS, onApply, onClear: () => undefined }}
        onClose={() => undefined}
      />,
    );
    const held = pasteAll({ 'Game name': text });
    const button = screen.getByRole('button', { name: 'Apply' });
    fireEvent.click(button);
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, name: held['Game name'].trim() });
    expect(button).toBeInTheDocument();
    expectKept(held);
  }));
