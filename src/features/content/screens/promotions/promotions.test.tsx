import { act, fireEvent, screen, within } from '@testing-library/react';
import { api } from '@/api';
import { renderContent, setupContentI18n } from '../../testing/render';
import { announcement, groups } from '../../testing/fixtures';
import { PromotionDetailPage } from './PromotionDetailPage';
import { PromotionsPage } from './PromotionsPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    announcements: vi.fn(),
    promotionCategories: vi.fn(),
    systemStatus: vi.fn(() => new Promise(() => undefined)),
  },
}));

const images = (id: string) => [
  { url: `/img/${id}-2.png`, sequence: 2 },
  { url: `/img/${id}-1.png`, sequence: 1 },
];
const PROMOTIONS = [
  announcement({
    id: 'p1',
    type: 'PR',
    title: 'First deposit',
    promoAnnouncementCategoryIds: ['new'],
    announcementImages: images('p1'),
  }),
  announcement({
    id: 'p2',
    type: 'PR',
    title: 'Daily cashback',
    promoAnnouncementCategoryIds: ['daily'],
    noExpiry: 1,
    announcementImages: images('p2'),
  }),
  announcement({
    id: 'p3',
    type: 'PR',
    title: 'Weekend reload',
    promoAnnouncementCategoryIds: ['daily'],
    announcementImages: images('p3'),
  }),
];

beforeAll(setupContentI18n);
beforeEach(() => {
  vi.mocked(api.announcements)
    .mockReset()
    .mockResolvedValue(groups({ promotion: PROMOTIONS }));
  vi.mocked(api.promotionCategories)
    .mockReset()
    .mockResolvedValue([
      { id: 'new', title: 'New members' },
      { id: 'daily', title: 'Daily rewards' },
    ]);
});

const menu = () => screen.getByRole('navigation', { name: 'Promotion categories' });
const list = () => screen.getByRole('list', { name: 'Promotions' });

describe('promotions page', () => {
  it('lists every promotion with its sequence-1 image, title and YYYY/MM/DD dates', async () => {
    renderContent(<PromotionsPage />, { path: '/m/activity' });
    const first = await screen.findByRole('button', { name: /First deposit/ });
    expect(first).toHaveTextContent('2026/11/08 – 2026/12/31');
    expect(screen.getByRole('button', { name: /Daily cashback/ })).toHaveTextContent('2026/11/08 Long term');
    const image = first.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', '/img/p1-1.png');
    expect(image).toHaveAttribute('width', '690');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(api.announcements).toHaveBeenCalledWith(expect.objectContaining({ types: 'PR', platform: 'M' }));
  });

  it('filters by category', async () => {
    renderContent(<PromotionsPage />, { path: '/m/activity' });
    fireEvent.click(await within(menu()).findByRole('button', { name: 'Daily rewards' }));
    expect(within(menu()).getByRole('button', { name: 'Daily rewards' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /First deposit/ })).not.toBeInTheDocument();
    fireEvent.click(within(menu()).getByRole('button', { name: 'All' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('preselects the category menu entry named by ?location=', async () => {
    renderContent(<PromotionsPage />, { path: '/m/activity?location=1' });
    expect(await within(menu()).findByRole('button', { name: 'New members' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('opens the promotion of ?id= and scrolls to it after 200 ms', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderContent(<PromotionsPage />, { path: '/m/activity?id=p3' });
    const target = await screen.findByRole('button', { name: /Weekend reload/ });
    expect(target).toHaveAttribute('aria-expanded', 'true');
    scroll.mockClear();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(scroll).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toHaveAttribute('id', 'promotion-p3');
    scroll.mockRestore();
  });

  it('shows the empty placeholder for a category without promotions', async () => {
    vi.mocked(api.announcements).mockResolvedValue(groups({ promotion: [] }));
    renderContent(<PromotionsPage />, { path: '/m/activity' });
    expect(await screen.findByText('No promotions here yet')).toBeInTheDocument();
  });
});

describe('promotion detail', () => {
  it('shows the promotion in full with the detail image', async () => {
    renderContent(<PromotionDetailPage />, { path: '/m/activityDetail?id=p2' });
    expect(await screen.findByRole('heading', { name: 'Daily cashback' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Daily cashback' })).toHaveAttribute('src', '/img/p2-2.png');
    expect(screen.getByText('2026/11/08 Long term')).toBeInTheDocument();
  });

  it('says so when the promotion no longer exists', async () => {
    renderContent(<PromotionDetailPage />, { path: '/m/activityDetail?id=gone' });
    expect(await screen.findByText('This promotion is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to promotions' })).toHaveAttribute('href', '/m/activity');
  });
});
