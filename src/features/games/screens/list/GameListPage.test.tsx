import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@/api';
import { LANGUAGE_REFETCH_DEBOUNCE_MS } from '@/config/constants';
import { useToastStore } from '@/components/ui/toast';
import { useSessionStore } from '@/stores/session';
import { setUpMockBackend } from '../../testing/mock-backend';
import { renderGames, setupGamesI18n } from '../../testing/render';
import catalogue from '../../../../../fixtures/games.json';
import { useNavigate, useNavigationType } from 'react-router';
import { rememberedListStates } from '../../lib/list-state';
import { GameListPage, GameListScreen } from './GameListPage';

vi.mock('../../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));
const backend = setUpMockBackend();
beforeAll(setupGamesI18n);
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  // Every test's router starts on the same entry key: a new page life remembers no list.
  rememberedListStates.clear();
});
afterEach(() => vi.restoreAllMocks());

const grid = () => screen.findByRole('list', { name: 'Slots games' });
const pressed = (name: string) => screen.getByRole('button', { name, pressed: true });
const renderSlots = (path = '/m/rng') => renderGames(<GameListPage gameType="RNG" title="Slots" />, { path });
const providers = () => screen.getByRole('group', { name: 'Game providers' });
const toastTexts = () => useToastStore.getState().toasts.map((t) => t.text);
const NOT_LOGGED_IN = 'You are not logged in, please login first';

describe('game list page', () => {
  it('loads page 1 of 50 and opens the provider of ?vassalage=', async () => {
    const gameList = vi.spyOn(api, 'gameList');
    renderSlots('/m/rng?vassalage=PG');
    await grid();
    expect(await screen.findByRole('button', { name: 'PG Soft', pressed: true })).toBeInTheDocument();
    expect(gameList).toHaveBeenCalledWith(
      expect.objectContaining({
        gameType: 'RNG',
        vassalage: 'PG',
        pageNo: 1,
        pageSize: 50,
        gameClassify: '',
        isNew: false,
        minLine: '',
      }),
    );
  });

  it("shows a game's mobile small icon when it has one, else its icon (docs/decisions/games.md)", async () => {
    const original = api.gameList;
    vi.spyOn(api, 'gameList').mockImplementation(async (payload) => {
      const answer = await original(payload);
      const [first, ...rest] = answer.games;
      return { ...answer, games: [{ ...first!, mobileSmallIcon: '/icons/small.png' }, ...rest] };
    });
    renderSlots();
    const tiles = within(await grid()).getAllByRole('listitem');
    expect(tiles[0]!.querySelector('img')!.getAttribute('src')).toMatch(/\/icons\/small\.png$/);
    expect(tiles[1]!.querySelector('img')!.getAttribute('src')).not.toMatch(/small\.png$/);
  });

  it('the NEW category asks for new games (isNew, category all sent empty) and lists only them', async () => {
    const gameList = vi.spyOn(api, 'gameList');
    renderSlots();
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = screen.getByRole('dialog', { name: 'Filter games' });
    await userEvent.click(
      within(within(panel).getByRole('group', { name: 'Game type' })).getByRole('button', { name: 'New games' }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(gameList).toHaveBeenLastCalledWith(expect.objectContaining({ isNew: true, gameClassify: '' })),
    );
    const newGames = new Set(catalogue.filter((g) => g.isNew).map((g) => g.name));
    const names = within(await grid())
      .getAllByRole('button', { name: /^Play / })
      .map((b) => b.getAttribute('aria-label')!.replace(/^Play /, ''));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !newGames.has(name))).toEqual([]);
  });

  it('changing tab resets the provider to BGS and the filters', async () => {
    const hotGames = vi.spyOn(api, 'hotGames');
    renderSlots();
    await grid();
    await userEvent.click(await screen.findByRole('button', { name: 'JILI' }));
    expect(pressed('JILI')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Hot' }));
    expect(pressed('BGS Gaming')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(hotGames).toHaveBeenCalledWith(
        expect.objectContaining({
          isPlatform: 2,
          platform: 'html5',
          gameType: 'RNG',
        }),
      ),
    );
  });

  it.each([
    ['opened with ?vassalage=', '/m/rng?vassalage=JILI', null],
    ['chosen in the strip', '/m/rng', 'PG Soft'],
  ])(
    'Clear in the filter panel clears a provider %s: All again, and the list of every provider',
    async (_, path, tap) => {
      const gameList = vi.spyOn(api, 'gameList');
      renderSlots(path);
      await grid();
      if (tap) await userEvent.click(within(providers()).getByRole('button', { name: tap }));
      const chosen = tap ?? 'JILI';
      expect(within(providers()).getByRole('button', { name: chosen })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
      await userEvent.click(
        within(screen.getByRole('dialog', { name: 'Filter games' })).getByRole('button', { name: 'Clear' }),
      );
      expect(within(providers()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(providers()).getByRole('button', { name: chosen })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(gameList).toHaveBeenLastCalledWith(expect.objectContaining({ vassalage: '' })));
    },
  );

  it('every list of /m/inhouse keeps to BGS: search, filter and a ?vassalage= link (§2)', async () => {
    const gameList = vi.spyOn(api, 'gameList');
    renderGames(<GameListPage gameType="RNG" category="INHOUSE" fixedProvider="BGS" title="In-house" />, {
      path: '/m/inhouse?vassalage=PP',
    });
    await screen.findByRole('list', { name: 'In-house games' });
    await userEvent.click(screen.getByRole('button', { name: 'Search games' }));
    const overlay = screen.getByRole('dialog', { name: 'Search games' });
    // Two vendors have a game of this name (BGS and Pragmatic Play): the page lists the in-house one.
    await userEvent.type(within(overlay).getByRole('searchbox', { name: 'Game name' }), 'Sakura Riches');
    const results = within(overlay).getByRole('region', { name: 'Search results' });
    expect(
      await within(results).findAllByRole('button', { name: 'Play Sakura Riches' }, { timeout: 3_000 }),
    ).toHaveLength(1);
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = screen.getByRole('dialog', { name: 'Filter games' });
    await userEvent.type(within(panel).getByLabelText('Game name'), 'Sakura Riches');
    await userEvent.click(
      within(within(panel).getByRole('group', { name: 'Provider' })).getByRole('button', { name: 'All' }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    const list = await screen.findByRole('list', { name: 'In-house games' });
    await waitFor(() => expect(within(list).getAllByRole('button', { name: 'Play Sakura Riches' })).toHaveLength(1));
    expect(
      within(screen.getByRole('list', { name: 'Active filters' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Name: Sakura Riches ×']);
    expect(gameList.mock.calls.map(([payload]) => payload.vassalage)).toEqual(gameList.mock.calls.map(() => 'BGS'));
  });

  it('reloads the list in the new language, 250 ms after a language change (§4)', async () => {
    // Times, not counts: on a busy machine the switch itself may take longer than the pause.
    const askedAt = new Map<string, number>();
    const original = api.gameList;
    const gameList = vi.spyOn(api, 'gameList').mockImplementation((payload, options) => {
      askedAt.set(payload.language ?? '', performance.now());
      return original(payload, options);
    });
    renderSlots();
    await grid();
    expect(gameList).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'EN' }));
    let changedAt = 0;
    const onChanged = () => (changedAt = performance.now());
    i18next.on('languageChanged', onChanged);
    onTestFinished(async () => {
      i18next.off('languageChanged', onChanged);
      await act(() => i18next.changeLanguage('EN'));
    });
    await act(() => i18next.changeLanguage('VI'));
    await waitFor(() => expect(gameList).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'VI' })));
    expect(askedAt.get('VI')! - changedAt).toBeGreaterThanOrEqual(LANGUAGE_REFETCH_DEBOUNCE_MS);
  });

  it('the fav tab needs a session: logged out it goes to /m/login with the message', async () => {
    renderSlots();
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(toastTexts()).toEqual([NOT_LOGGED_IN]);
  });

  it.each(['fav', 'recent'])(
    'a ?type=%s link opened logged out goes to /m/login with the message, as the tap does',
    async (type) => {
      renderSlots(`/m/rng?type=${type}`);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
      expect(toastTexts()).toEqual([NOT_LOGGED_IN]);
    },
  );

  it('the login page takes such a link’s place, so Back leaves it; a tap on the tab adds the login page instead', async () => {
    function NavigationType() {
      return <output data-testid="navigation">{useNavigationType()}</output>;
    }
    const { unmount } = renderGames(
      <>
        <GameListScreen gameType="RNG" title="Slots" />
        <NavigationType />
      </>,
      { path: '/m/rng?type=fav' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
    expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
    unmount();

    renderGames(
      <>
        <GameListScreen gameType="RNG" title="Slots" />
        <NavigationType />
      </>,
      { path: '/m/rng' },
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(screen.getByTestId('navigation')).toHaveTextContent('PUSH');
  });

  it('Back to the list finds the provider and tab the player left it on', async () => {
    function Away() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => void navigate('/m/rng?type=all')}>
            Away
          </button>
          <button type="button" onClick={() => void navigate(-1)}>
            Go back
          </button>
        </>
      );
    }
    renderGames(
      <>
        <GameListScreen gameType="RNG" title="Slots" />
        <Away />
      </>,
      { path: '/m/rng' },
    );
    await grid();
    await userEvent.click(within(providers()).getByRole('button', { name: 'JILI' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Hot' }));
    await userEvent.click(within(providers()).getByRole('button', { name: 'JILI' }));
    await userEvent.click(screen.getByRole('button', { name: 'Away' }));
    expect(within(providers()).getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(within(providers()).getByRole('button', { name: 'JILI', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a session that ends on the fav tab keeps the page, saying so beside a login link', async () => {
    await backend.logIn();
    renderSlots('/m/rng?type=fav');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Slots games' })).getAllByRole('listitem')).toHaveLength(5),
    );
    act(() => useSessionStore.getState().signOut());
    expect(await screen.findByText(NOT_LOGGED_IN, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/rng?type=fav');
  });

  it('lists favourites; unstarring in the fav tab removes the game at once, then says "Change saved"', async () => {
    await backend.logIn();
    let answer!: () => void;
    const original = api.favouriteRemove;
    vi.spyOn(api, 'favouriteRemove').mockImplementation(
      (payload) => new Promise((resolve) => (answer = () => resolve(original(payload)))),
    );
    renderSlots('/m/rng?type=fav');
    const list = await grid();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    const first = within(list).getAllByRole('button', { name: /^Favourite / })[0]!;
    const name = first.getAttribute('aria-label')!.replace('Favourite ', '');
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(first);
    expect(within(list).queryByRole('button', { name: `Play ${name}` })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    answer();
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.text)).toContain('Change saved'));
  });

  it('asks favourites 25 at a time of vendor BGS, the starred ids 100 from page 1, recent games 25 at a time (§7, §9)', async () => {
    await backend.logIn();
    const favourites = vi.spyOn(api, 'favouriteList');
    const ids = vi.spyOn(api, 'favouriteIds');
    const recent = vi.spyOn(api, 'recentGames');
    renderSlots('/m/rng?type=fav');
    await grid();
    await waitFor(() => expect(favourites).toHaveBeenCalled());
    expect(favourites).toHaveBeenCalledWith(expect.objectContaining({ pageNo: 1, pageSize: 25, vendor: 'BGS' }));
    await waitFor(() => expect(ids).toHaveBeenCalledWith(expect.objectContaining({ pageNo: 1, pageSize: 100 })));
    await userEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    await waitFor(() =>
      expect(recent).toHaveBeenCalledWith(
        expect.objectContaining({ page: 1, pageSize: 25, clientType: 2, vassalage: 'BGS' }),
      ),
    );
  });

  it('a failed favourite call only hides the loading notice: the star stays, nothing is said', async () => {
    await backend.logIn();
    vi.spyOn(api, 'favouriteAdd').mockRejectedValue(new ApiError('server', 'favouriteAdd'));
    renderSlots();
    const list = await grid();
    const star = within(list)
      .getAllByRole('button', { name: /^Favourite / })
      .find((b) => b.getAttribute('aria-pressed') === 'false')!;
    await userEvent.click(star);
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.kind)).not.toContain('loading'));
    expect(star).toBeEnabled();
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('a failed unstar in the fav tab only hides the loading notice: the game stays off the list', async () => {
    await backend.logIn();
    const favouriteList = vi.spyOn(api, 'favouriteList');
    vi.spyOn(api, 'favouriteRemove').mockRejectedValue(new ApiError('server', 'favouriteRemove'));
    renderSlots('/m/rng?type=fav');
    const list = await grid();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    const first = within(list).getAllByRole('button', { name: /^Favourite / })[0]!;
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
    const reads = favouriteList.mock.calls.length;
    await userEvent.click(first);
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.kind)).not.toContain('loading'));
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(4);
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(favouriteList).toHaveBeenCalledTimes(reads);
  });

  it('filter panel: game type and minimum bet only on RNG pages', async () => {
    renderGames(<GameListPage gameType="LIVE" title="Live casino" />, { path: '/m/live' });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = screen.getByRole('dialog', { name: 'Filter games' });
    expect(within(panel).getByRole('group', { name: 'Provider' })).toBeInTheDocument();
    expect(within(panel).queryByRole('group', { name: 'Game type' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('group', { name: 'Minimum bet' })).not.toBeInTheDocument();
  });

  it('applies the filter panel (trimmed name) and shows removable chips; removing the last goes back to all', async () => {
    const gameList = vi.spyOn(api, 'gameList');
    renderSlots();
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = screen.getByRole('dialog', { name: 'Filter games' });
    expect(
      within(within(panel).getByRole('group', { name: 'Minimum bet' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', '0.01', '0.05', '0.1', '0.5', '0.75']);
    expect(
      within(within(panel).getByRole('group', { name: 'Game type' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'New games', 'Jackpot', 'Classic slots', 'Video poker', 'Table games', 'Arcade']);
    await userEvent.type(within(panel).getByLabelText('Game name'), '  dragon ');
    await userEvent.click(
      within(within(panel).getByRole('group', { name: 'Minimum bet' })).getByRole('button', { name: '0.5' }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(gameList).toHaveBeenLastCalledWith(
        expect.objectContaining({ gameName: 'dragon', minBet: '0.5', gameClassify: '' }),
      ),
    );
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter Minimum bet: 0.5' }));
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter Name: dragon' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  describe('/m/hot', () => {
    const hotGames = catalogue.filter((game) => game.isTop);
    const renderHot = () => renderGames(<GameListPage gameType="HOT" title="Hot" />, { path: '/m/hot' });

    it('offers in its provider strip only the vendors that have hot games', async () => {
      renderHot();
      await screen.findByRole('list', { name: 'Hot games' });
      await waitFor(() => expect(within(providers()).queryByRole('button', { name: /SABA/ })).not.toBeInTheDocument());
      const offered = within(providers()).getAllByRole('button').length - 1; // All
      expect(offered).toBe(new Set(hotGames.map((game) => game.vendor)).size);
      expect(within(providers()).getByRole('button', { name: 'PG Soft' })).toBeInTheDocument();
    });

    it("filters the hot list by the filter panel's name, trimmed", async () => {
      renderHot();
      await screen.findByRole('list', { name: 'Hot games' });
      await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
      const panel = screen.getByRole('dialog', { name: 'Filter games' });
      await userEvent.type(within(panel).getByLabelText('Game name'), ' koi ');
      await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
      const koi = hotGames.filter((game) => game.name.toLowerCase().includes('koi')).map((game) => game.name);
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Hot games' }))
            .getAllByRole('listitem')
            .map((tile) =>
              within(tile)
                .getByRole('button', { name: /^Play / })
                .getAttribute('aria-label'),
            ),
        ).toEqual(expect.arrayContaining(koi.map((name) => `Play ${name}`))),
      );
      expect(within(screen.getByRole('list', { name: 'Hot games' })).getAllByRole('listitem')).toHaveLength(koi.length);
    });
  });

  it.each([
    ['search', 'Search games'],
    ['filter', 'Filter games'],
  ])('?type=%s opens that panel over the All list', async (type, dialog) => {
    renderSlots(`/m/rng?type=${type}`);
    expect(await screen.findByRole('dialog', { name: dialog })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('search waits 500 ms after typing, sends the trimmed name once and category all as empty', async () => {
    const gameList = vi.spyOn(api, 'gameList');
    renderSlots();
    await grid();
    gameList.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Search games' }));
    const overlay = screen.getByRole('dialog', { name: 'Search games' });
    const name = within(overlay).getByRole('searchbox', { name: 'Game name' });
    expect(name).toHaveFocus();
    // Fake timers from the typing on (fireEvent: user-event's own waits would run on them too).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    act(() => fireEvent.change(name, { target: { value: ' koi ' } }));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(gameList).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(gameList).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(200)); // the mock backend's answer
    vi.useRealTimers();
    const results = within(overlay).getByRole('region', { name: 'Search results' });
    await waitFor(() => expect(within(results).getAllByRole('listitem').length).toBeGreaterThan(0), { timeout: 2_000 });
    expect(gameList).toHaveBeenCalledTimes(1);
    expect(gameList).toHaveBeenCalledWith(expect.objectContaining({ gameName: 'koi', gameClassify: '', pageSize: 25 }));
    expect(
      within(results)
        .getAllByRole('button', { name: /^Play / })
        .every((b) => /koi/i.test(b.getAttribute('aria-label')!)),
    ).toBe(true);
  });

  it.each([
    ['Search games', 'Search games'],
    ['Filter', 'Filter games'],
  ])(
    'the name box behind "%s" takes at most 100 characters (the platform refuses longer names)',
    async (button, dialog) => {
      renderSlots();
      await grid();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(within(screen.getByRole('dialog', { name: dialog })).getByLabelText('Game name')).toHaveAttribute(
        'maxLength',
        '100',
      );
    },
  );
});
