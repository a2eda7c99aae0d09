import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { api } from '@/api';
import { useToastStore } from '@/components/ui/toast';
import { useSessionStore } from '@/stores/session';
import { renderContent, setupContentI18n } from '../../testing/render';
import { announcement, groups } from '../../testing/fixtures';
import { PromotionDetailPage } from './PromotionDetailPage';
import { PromotionsPage } from './PromotionsPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    announcements: vi.fn(),
    promotionCategories: vi.fn(),
    availablePromotions: vi.fn(),
    promotionComment: vi.fn(),
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
  vi.mocked(api.availablePromotions)
    .mockReset()
    .mockResolvedValue({ content: [{ id: 'p2', title: 'Daily cashback' }] });
  vi.mocked(api.promotionComment).mockReset().mockResolvedValue(undefined);
  act(() => useSessionStore.getState().signOut());
});

const signIn = (type = 0) =>
  act(() =>
    useSessionStore
      .getState()
      .signIn({ token: 't', merchantCode: 'DEMO', userName: 'demo01', type, firstTimeLogin: false }),
  );

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

  it('reads the promotions and their categories again in the new language, 250 ms after a change (§2)', async () => {
    renderContent(<PromotionsPage />, { path: '/m/activity' });
    await screen.findByRole('button', { name: /First deposit/ });
    expect(api.announcements).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'EN' }));
    const calls = vi.mocked(api.announcements).mock.calls.length;
    vi.useFakeTimers({ shouldAdvanceTime: false });
    onTestFinished(async () => {
      vi.useRealTimers();
      await act(() => i18next.changeLanguage('EN'));
    });
    await act(() => i18next.changeLanguage('VI'));
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(api.announcements).toHaveBeenCalledTimes(calls);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.announcements).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'VI' }));
    expect(api.promotionCategories).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'VI' }));
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

  it('shows a visitor no comment box and asks for no available promotions', async () => {
    renderContent(<PromotionDetailPage />, { path: '/m/activityDetail?id=p2' });
    await screen.findByRole('heading', { name: 'Daily cashback' });
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).not.toBeInTheDocument();
    expect(api.availablePromotions).not.toHaveBeenCalled();
  });

  it('shows a member which promotion is open to them; only that one takes comments', async () => {
    signIn();
    renderContent(<PromotionDetailPage />, { path: '/m/activityDetail?id=p3' });
    await screen.findByRole('heading', { name: 'Weekend reload' });
    await waitFor(() => expect(api.availablePromotions).toHaveBeenCalled());
    expect(screen.queryByText('Open to you')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).not.toBeInTheDocument();
  });

  it('takes a comment of up to 140 characters on a promotion open to the member', async () => {
    const user = userEvent.setup();
    signIn();
    renderContent(<PromotionDetailPage />, { path: '/m/activityDetail?id=p2' });
    expect(await screen.findByText('Open to you')).toBeInTheDocument();
    const comment = screen.getByRole('textbox', { name: 'Your comment' });
    const send = screen.getByRole('button', { name: 'Send comment' });
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a comment');
    await user.type(comment, 'x'.repeat(141));
    expect(screen.getByText('141/140')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A comment can be at most 140 characters');
    await user.click(send);
    expect(api.promotionComment).not.toHaveBeenCalled();

    await user.clear(comment);
    await user.type(comment, ' Does it count slots? ');
    await user.click(send);
    await waitFor(() =>
      expect(api.promotionComment).toHaveBeenCalledWith({ promotionId: 'p2', content: 'Does it count slots?' }),
    );
    await waitFor(() => expect(comment).toHaveValue(''));
    expect(useToastStore.getState().toasts).toContainEqual(
      expect.objectContaining({ kind: 'success', text: 'Comment sent' }),
    );
  });
});
