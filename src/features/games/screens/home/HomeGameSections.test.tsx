import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@/api';
import { formatMoney } from '@/lib/money';
import { stubIntersectionObserver } from '@/components/ui/lazy-section/testing';
import { renderGames, setupGamesI18n } from '../../testing/render';
import { setUpMockBackend } from '../../testing/mock-backend';
import { WinnerBoard } from '../../components/WinnerBoard';
import { HOME_LOADING_SECTIONS, WINNER_SCROLL_MS } from '../../constants';
import { HomeGameSections } from './HomeGameSections';
import { HomeWinnerBoard } from './HomeWinnerBoard';
import { PromoBanners } from './PromoBanners';
import { PROMO_SLOT_ART } from '@/components/banner/constants';

vi.mock('../../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));
vi.mock('@/lib/money', async (original) => {
  const format = await original<typeof import('@/lib/money')>();
  return { ...format, formatMoney: vi.fn(format.formatMoney) };
});
const backend = setUpMockBackend();
beforeAll(setupGamesI18n);
afterEach(() => vi.restoreAllMocks());

const sectionNames = () => screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));

describe('home game sections', () => {
  // Every section is near the viewport at once here; what lazy rendering does is tested below.
  beforeEach(() => stubIntersectionObserver({ immediate: true }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows hot first, then the vendor sorting order regrouped, without ELOTT; LOTT is the lottery block', async () => {
    renderGames(<HomeGameSections lotteryBlock={<p>Vietnam lottery block</p>} />);
    await screen.findByRole('region', { name: 'Cockfight' });
    expect(sectionNames()).toEqual([
      'Hot',
      'Slots',
      'Live casino',
      'Card games',
      'Cockfight',
      'Fishing',
      'In-house',
      'Sports',
      'E-sports',
    ]);
    expect(screen.getByText('Vietnam lottery block')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E-lottery' })).not.toBeInTheDocument();
  });

  it('shows the hot strip without waiting for the categories, and holds a screen of sections until they come', async () => {
    vi.spyOn(api, 'vendorSorting').mockReturnValue(new Promise(() => undefined));
    const { container } = renderGames(<HomeGameSections lotteryBlock={null} />);
    const hot = await screen.findByRole('list', { name: 'Hot' });
    expect((await within(hot).findAllByRole('listitem')).length).toBeGreaterThan(0);
    expect(sectionNames()).toEqual(['Hot']);
    expect(container.querySelectorAll('.home-section--loading')).toHaveLength(HOME_LOADING_SECTIONS - 1);
    expect(HOME_LOADING_SECTIONS).toBeGreaterThanOrEqual(3);
  });

  it('shows vendor tiles for sports and cockfight, never BTI, 123BET or TCG vendors', async () => {
    renderGames(<HomeGameSections lotteryBlock={null} />);
    await screen.findByRole('button', { name: 'SABA Sports Play' });
    const sports = screen.getByRole('region', { name: 'Sports' });
    expect(within(sports).getByRole('button', { name: 'SABA Sports Play' })).toBeInTheDocument();
    expect(within(sports).queryByRole('button', { name: /BTi|123Bet|TCG/ })).not.toBeInTheDocument();
    const cockfight = screen.getByRole('region', { name: 'Cockfight' });
    expect(
      within(cockfight)
        .getAllByRole('button')
        .map((b) => b.querySelector('.vendor-tile__name')?.textContent),
    ).toEqual(['DS88 Cockfight', 'SV388']);
  });

  it('other categories (E-sports) show the default game strip, not vendor tiles', async () => {
    renderGames(<HomeGameSections lotteryBlock={null} />);
    const esports = () => screen.getByRole('list', { name: 'E-sports' });
    await waitFor(() => expect(within(esports()).getAllByRole('button', { name: /^Play / })).not.toHaveLength(0));
    const region = screen.getByRole('region', { name: 'E-sports' });
    expect(within(region).queryByRole('button', { name: /^Open / })).not.toBeInTheDocument();
  });

  it('the two promo slots show the m_pro and m_pro1 banners', async () => {
    const announcements = vi.spyOn(api, 'announcements');
    renderGames(<PromoBanners />);
    await waitFor(() =>
      expect(announcements.mock.calls.map(([payload]) => payload.groupName)).toEqual(['m_pro', 'm_pro1']),
    );
  });

  it('the promo slots keep the ratio their artwork is drawn at', () => {
    const gamesCss = readFileSync(join(__dirname, '../../games.css'), 'utf8');
    expect(gamesCss).toContain(`aspect-ratio: ${PROMO_SLOT_ART.width} / ${PROMO_SLOT_ART.height};`);
  });

  it('game strips hold at most 29 games; in-house lists BGS slots only', async () => {
    const gameList = vi.spyOn(api, 'gameList');
    renderGames(<HomeGameSections lotteryBlock={null} />);
    const slots = await screen.findByRole('list', { name: 'Slots' });
    await within(slots).findAllByRole('listitem');
    expect(within(slots).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.scroll(slots, { target: { scrollLeft: 0 } });
    expect(within(slots).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.scroll(slots, { target: { scrollLeft: 40 } });
    expect(within(slots).getAllByRole('listitem')).toHaveLength(29);
    expect(gameList).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG', vassalage: 'BGS', pageSize: 29 }));
  });

  it('a strip renders its first screen width, then every game at the first scroll, touch or focus, with its size told', async () => {
    renderGames(<HomeGameSections lotteryBlock={null} />);
    const strips = await waitFor(() => {
      const found = screen.getAllByRole('list', { name: /Slots|Live|Fishing|Card/ });
      expect(found.length).toBeGreaterThanOrEqual(3);
      return found;
    });
    const [scrolled, touched, focused] = await Promise.all(
      strips.slice(0, 3).map(async (strip) => {
        await within(strip).findAllByRole('listitem');
        return strip;
      }),
    );
    for (const strip of [scrolled, touched, focused]) {
      const items = within(strip).getAllByRole('listitem');
      expect(items).toHaveLength(5);
      expect(items[0]).toHaveAttribute('aria-posinset', '1');
      expect(Number(items[0].getAttribute('aria-setsize'))).toBeGreaterThan(5);
    }
    fireEvent.scroll(scrolled, { target: { scrollLeft: 96 } });
    fireEvent.pointerDown(within(touched).getAllByRole('listitem')[1]);
    fireEvent.focus(within(focused).getAllByRole('button')[0]);
    for (const [name, strip] of Object.entries({ scrolled, touched, focused })) {
      const items = within(strip).getAllByRole('listitem');
      expect(items.length, name).toBe(Number(items[0].getAttribute('aria-setsize')));
    }
  });

  it('reloads the vendor list 250 ms after a language change', async () => {
    const vendorSorting = vi.spyOn(api, 'vendorSorting');
    renderGames(<HomeGameSections lotteryBlock={null} />);
    await screen.findByRole('region', { name: 'Cockfight' });
    expect(vendorSorting).toHaveBeenLastCalledWith({ language: 'EN' });
    await act(() => i18next.changeLanguage('VI'));
    expect(vendorSorting).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(vendorSorting).toHaveBeenLastCalledWith({ language: 'VI' }));
    await act(() => i18next.changeLanguage('EN'));
  });

  it('a vendor tile logged out sends to /m/login', async () => {
    renderGames(<HomeGameSections lotteryBlock={null} />);
    const tile = await screen.findByRole('button', { name: 'SABA Sports Play' });
    await vi.waitFor(() => expect(tile).toBeEnabled());
    await userEvent.click(tile);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });
});

describe('home sections render as they come near the viewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('show their title until then, then render and load their games', async () => {
    const observer = stubIntersectionObserver();
    const gameList = vi.spyOn(api, 'gameList');
    renderGames(<HomeGameSections lotteryBlock={null} />);
    await screen.findByRole('region', { name: 'Cockfight' });
    expect(sectionNames()).toEqual([
      'Hot',
      'Slots',
      'Live casino',
      'Card games',
      'Cockfight',
      'Fishing',
      'In-house',
      'Sports',
      'E-sports',
    ]);
    expect(screen.getByRole('heading', { name: 'Fishing' })).toBeInTheDocument();
    expect(screen.queryAllByRole('list')).toHaveLength(0);
    expect(gameList).not.toHaveBeenCalled();

    await observer.intersect(screen.getByRole('region', { name: 'Slots' }).parentElement!);
    const slots = await screen.findByRole('list', { name: 'Slots' });
    expect(await within(slots).findAllByRole('listitem')).toHaveLength(5);
    expect(within(slots).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '29');
    expect(gameList).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('region', { name: 'Sports' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('the winner board asks for its winners only when it comes near', async () => {
    const observer = stubIntersectionObserver();
    const winnerBoard = vi.spyOn(api, 'winnerBoard');
    renderGames(<HomeWinnerBoard />);
    expect(screen.queryByRole('heading', { name: 'Big winners' })).not.toBeInTheDocument();
    expect(winnerBoard).not.toHaveBeenCalled();
    await observer.intersect();
    await screen.findByRole('heading', { name: 'Big winners' });
    expect(winnerBoard).toHaveBeenCalledTimes(1);
  });
});

describe('winner board', () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the 20 winners and launches a winner's game (login required)", async () => {
    const winnerBoard = vi.spyOn(api, 'winnerBoard');
    renderGames(<WinnerBoard />);
    await screen.findByRole('heading', { name: 'Big winners' });
    expect(winnerBoard).toHaveBeenCalledWith(expect.objectContaining({ gameCategory: 'ALL', limitNum: 20 }));
    const rows = within(screen.getByRole('list'))
      .getAllByRole('button')
      .filter((b) => b.tabIndex !== -1);
    expect(rows).toHaveLength(20);
    await userEvent.click(rows[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it("launches a winner's game for a member as a generic launch of category ALL", async () => {
    await backend.logIn();
    const launchGame = vi.spyOn(api, 'launchGame');
    renderGames(<WinnerBoard />);
    await screen.findByRole('heading', { name: 'Big winners' });
    const row = within(screen.getByRole('list'))
      .getAllByRole('button')
      .find((b) => b.tabIndex !== -1)!;
    await userEvent.click(row);
    await waitFor(() => expect(launchGame).toHaveBeenCalledWith(expect.objectContaining({ category: 'ALL' })));
  });

  it('scrolls one row at a time without rendering its rows again', async () => {
    const { container } = renderGames(<WinnerBoard />);
    await screen.findByRole('heading', { name: 'Big winners' });
    const list = container.querySelector<HTMLElement>('.winner-board__list')!;
    await waitFor(() => expect(list.style.transform).toBe('translateY(-44px)'), { timeout: 3000 });
    vi.mocked(formatMoney).mockClear();
    await waitFor(() => expect(list.style.transform).toBe('translateY(-88px)'), { timeout: 3000 });
    expect(formatMoney).not.toHaveBeenCalled();
  });

  it('has a pause control (it moves by itself): paused, it stands still and lists each winner once', async () => {
    const { container } = renderGames(<WinnerBoard />);
    await screen.findByRole('heading', { name: 'Big winners' });
    const list = container.querySelector<HTMLElement>('.winner-board__list')!;
    await userEvent.click(screen.getByRole('button', { name: 'Pause the winners' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await new Promise((resolve) => setTimeout(resolve, WINNER_SCROLL_MS + 100));
    expect(list.style.transform).toBe('translateY(0px)');
    await userEvent.click(screen.getByRole('button', { name: 'Play the winners' }));
    await waitFor(() => expect(list.style.transform).toBe('translateY(-44px)'), { timeout: 3000 });
  });

  it.each([
    [6, false],
    [7, true],
  ])('with %i winners, moves by itself (has a pause control): %s (§2: it scrolls above 6)', async (count, moves) => {
    const original = api.winnerBoard;
    vi.spyOn(api, 'winnerBoard').mockImplementation(async (payload) => {
      const answer = await original(payload);
      return { ...answer, list: answer.list.slice(0, count) };
    });
    renderGames(<WinnerBoard />);
    await screen.findByRole('heading', { name: 'Big winners' });
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(count);
    expect(!!screen.queryByRole('button', { name: 'Pause the winners' })).toBe(moves);
  });

  it('steps one row every 1500 ms, not sooner (§2: speed 1500)', async () => {
    const { container } = renderGames(<WinnerBoard />);
    await screen.findByRole('heading', { name: 'Big winners' });
    const list = container.querySelector<HTMLElement>('.winner-board__list')!;
    fireEvent.click(screen.getByRole('button', { name: 'Pause the winners' }));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Play the winners' }));
    act(() => vi.advanceTimersByTime(1_499));
    expect(list.style.transform).toBe('translateY(0px)');
    act(() => vi.advanceTimersByTime(1));
    expect(list.style.transform).toBe('translateY(-44px)');
  });

  it('starts paused when the system asks for less motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({ matches: query.includes('reduced-motion'), addEventListener() {}, removeEventListener() {} }) as never,
    );
    renderGames(<WinnerBoard />);
    await screen.findByRole('button', { name: 'Play the winners' });
  });

  it('keeps its place while the winners load, so nothing below moves up', async () => {
    vi.spyOn(api, 'winnerBoard').mockReturnValue(new Promise(() => undefined));
    const { container } = renderGames(<WinnerBoard />);
    await vi.waitFor(() => expect(api.winnerBoard).toHaveBeenCalled());
    expect(container.querySelector('.winner-board-placeholder')).not.toBeNull();
  });

  it('is hidden when there are no winners', async () => {
    const winnerBoard = vi.spyOn(api, 'winnerBoard').mockResolvedValue({ list: [] });
    const { container } = renderGames(<WinnerBoard />);
    await vi.waitFor(() => expect(winnerBoard).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('.winner-board')).toBeNull();
  });

  it('a failed load says so in place, and the retry lists the winners', async () => {
    vi.spyOn(api, 'winnerBoard').mockRejectedValueOnce(new ApiError('server', 'winnerBoard'));
    renderGames(<WinnerBoard />);
    const board = await screen.findByRole('region', { name: 'Big winners' });
    await userEvent.click(await within(board).findByRole('button', { name: 'Load failed, click to retry' }));
    const rows = () => within(screen.getByRole('list')).getAllByRole('button');
    await waitFor(() => expect(rows().filter((b) => b.tabIndex !== -1)).toHaveLength(20), {
      timeout: 5000,
    });
  });
});
