import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { api } from '@/api';
import { BannerCarousel } from './BannerCarousel';
import { prefetchBanners } from './use-banners';
import { setupEnglish } from '../../../tests/support/render';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { announcements: vi.fn(), systemStatus: vi.fn(() => new Promise(() => undefined)) },
}));

const banner = (id: string, groupName: string, link?: string) => ({
  id,
  groupName,
  url: `/b/${id}.svg`,
  title: `Banner ${id}`,
  link,
});
const answer = (banners: ReturnType<typeof banner>[]) =>
  vi.mocked(api.announcements).mockResolvedValue({ promotion: [], player: [], popup: [], hot: [], banners });

function renderContent(ui: ReactElement, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => setupEnglish('common'));

describe('BannerCarousel', () => {
  it('a failed load says "Load failed, click to retry" in its place; the retry shows the banners', async () => {
    vi.mocked(api.announcements).mockRejectedValueOnce(new Error('down'));
    renderContent(<BannerCarousel group="m_home" priority />);
    answer([banner('1', 'm_home')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Load failed, click to retry' }));
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
  });

  it('asks for the group’s banners and shows a single banner without a carousel, linking inside the app', async () => {
    answer([banner('1', 'help', '/m/activity'), banner('x', 'm_home')]);
    renderContent(<BannerCarousel group="help" />);
    const image = await screen.findByRole('img', { name: 'Banner 1' });
    expect(image).toHaveAttribute('width', '750');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/m/activity');
    expect(screen.queryByRole('img', { name: 'Banner x' })).not.toBeInTheDocument();
    expect(document.querySelector('.swiper')).toBeNull();
    expect(api.announcements).toHaveBeenCalledWith(
      expect.objectContaining({ types: 'B', platform: 'M', groupName: 'help' }),
    );
  });

  it.each([
    ['//host', '//evil.example/x', null],
    ['/\\host', '/\\evil.example/x', null],
    ['javascript:', 'javascript:window.__xss=1', null],
    ['https elsewhere', 'https://promo.example/x', 'https://promo.example/x'],
  ])('follows a banner link only as the URL policy allows: %s', async (_, link, href) => {
    answer([banner('1', 'help', link)]);
    renderContent(<BannerCarousel group="help" />);
    await screen.findByRole('img', { name: 'Banner 1' });
    const anchor = screen.getByRole('link');
    if (href) {
      expect(anchor).toHaveAttribute('href', href);
      expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    } else {
      expect(anchor).not.toHaveAttribute('href');
    }
  });

  it('shows several banners as the still first one with its dots, then slides them with Swiper (looping) from the first swipe', async () => {
    answer([banner('1', 'm_home'), banner('2', 'm_home'), banner('3', 'm_home')]);
    const { container } = renderContent(<BannerCarousel group="m_home" />);
    const first = await screen.findByRole('img', { name: 'Banner 1' });
    // Swiper is neither loaded nor set up until the carousel is to move.
    expect(document.querySelector('.swiper')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Banner 2' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('.banner__dot')).toHaveLength(3);

    fireEvent.pointerDown(first, { clientX: 200, clientY: 100 });
    fireEvent.pointerMove(first, { clientX: 150, clientY: 104 });
    expect((await screen.findAllByRole('img', { name: 'Banner 3' }, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(document.querySelector('.swiper')).not.toBeNull();
    expect(container.querySelector('.banner__dots')).toBeNull();
    // Swiper's own labels are English ("Go to slide 3", "3 / 3") whatever the language: these are the app's.
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: 'Slide 3 of 3' }).length).toBeGreaterThan(0);
  });

  it('moves two banners by itself at 5000 ms, not before, and loops them (§9: autoplay 5000, loop above one)', async () => {
    answer([banner('1', 'm_home'), banner('2', 'm_home')]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchBanners(client, 'm_home');
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await import('./BannerSwiper'); // loaded, so that a carousel started early would show at once
    const realTimeout = globalThis.setTimeout;
    const settle = () => act(() => new Promise((resolve) => realTimeout(resolve, 300)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    renderContent(<BannerCarousel group="m_home" />, client);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    await settle();
    expect(document.querySelector('.swiper')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(document.querySelector('.swiper')).not.toBeNull(), { timeout: 5000 });
    expect(document.querySelectorAll('.swiper-slide[data-swiper-slide-index]').length).toBeGreaterThanOrEqual(2);
  });

  it('has a pause control that stops the slides moving by themselves, and starts paused when less motion is asked for', async () => {
    answer([banner('1', 'm_home'), banner('2', 'm_home')]);
    renderContent(<BannerCarousel group="m_home" />);
    await screen.findByRole('img', { name: 'Banner 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
    expect(screen.getByRole('button', { name: 'Play the banners' })).toBeInTheDocument();

    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('reduced-motion'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    cleanup();
    answer([banner('1', 'm_home'), banner('2', 'm_home')]);
    renderContent(<BannerCarousel group="m_home" />);
    expect(await screen.findByRole('button', { name: 'Play the banners' })).toBeInTheDocument();
    matchMedia.mockRestore();
  });

  it('stands a page’s top banner on the brand artwork while it loads and under its image; other groups load as a skeleton', async () => {
    let resolve: (value: Awaited<ReturnType<typeof api.announcements>>) => void = () => undefined;
    vi.mocked(api.announcements).mockReturnValue(new Promise((r) => (resolve = r)));
    const { container } = renderContent(
      <>
        <BannerCarousel group="m_home" priority />
        <BannerCarousel group="m_pro" />
      </>,
    );
    const [top, promo] = container.querySelectorAll('.banner');
    expect(top).toHaveClass('banner--hero');
    expect(top).not.toHaveClass('skeleton');
    expect(promo).toHaveClass('skeleton');
    expect(promo).not.toHaveClass('banner--hero');

    await act(async () => resolve({ promotion: [], player: [], popup: [], hot: [], banners: [banner('1', 'm_home')] }));
    const image = await screen.findByRole('img', { name: 'Banner 1' });
    expect(image.closest('.banner')).toHaveClass('banner--hero');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders nothing for an empty group', async () => {
    answer([]);
    const { container } = renderContent(<BannerCarousel group="m_reg" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('.banner')).toBeNull();
  });

  it('shows the banners a route asked for before it rendered, without asking again', async () => {
    answer([banner('1', 'm_home')]);
    vi.mocked(api.announcements).mockClear();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchBanners(client, 'm_home');
    expect(api.announcements).toHaveBeenCalledTimes(1);
    renderContent(<BannerCarousel group="m_home" />, client);
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    expect(api.announcements).toHaveBeenCalledTimes(1);
  });
});
