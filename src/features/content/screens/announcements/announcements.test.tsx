import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError } from '@/api';
import { useToastStore } from '@/components/ui/toast';
import { useSessionStore } from '@/stores/session';
import { renderContent, setupContentI18n } from '../../testing/render';
import { announcement, groups } from '../../testing/fixtures';
import { AnnouncementDetailPage } from './AnnouncementDetailPage';
import { AnnouncementsPage } from './AnnouncementsPage';
import NoticeMarquee from './NoticeMarquee';
import NoticePopup from './NoticePopup';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { announcements: vi.fn(), markAnnouncementRead: vi.fn() },
}));

const announcements = vi.mocked(api.announcements);
const markRead = vi.mocked(api.markAnnouncementRead);

const signIn = (type = 0) =>
  useSessionStore
    .getState()
    .signIn({ token: 't', merchantCode: 'DEMO', userName: 'demo01', type, firstTimeLogin: false });

beforeAll(setupContentI18n);
beforeEach(() => {
  announcements.mockReset();
  markRead.mockReset().mockResolvedValue(undefined);
  act(() => useSessionStore.getState().signOut());
});

const twoNotices = () =>
  groups({
    player: [
      announcement({ id: 'n1', title: 'Maintenance', content: '<p>Servers <b>down</b> at 2am</p>' }),
      announcement({ id: 'n2', title: 'New channel', read: true }),
    ],
    footer: { unreadCount: 1 },
  });

describe('notice marquee', () => {
  it('scrolls the notice titles and goes to /m/message when tapped', async () => {
    announcements.mockResolvedValue(twoNotices());
    renderContent(<NoticeMarquee />);
    const marquee = screen.getByRole('button', { name: /^Announcements: tap to see them all/ });
    // Two copies of the titles make the loop seamless.
    expect(await within(marquee).findAllByText('Maintenance')).toHaveLength(2);
    expect(within(marquee).getAllByText('New channel')).toHaveLength(2);
    fireEvent.click(marquee);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/message');
  });

  it('shows the no-announcement text when there are none', async () => {
    announcements.mockResolvedValue(groups());
    renderContent(<NoticeMarquee />);
    expect(await screen.findByText('No announcements at the moment')).toBeInTheDocument();
  });

  it('a failed load says "Load failed, click to retry"; the retry shows the titles', async () => {
    announcements.mockRejectedValueOnce(new Error('down')).mockResolvedValue(twoNotices());
    renderContent(<NoticeMarquee />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load failed, click to retry' }));
    expect(await screen.findAllByText('Maintenance')).toHaveLength(2);
  });
});

describe('announcement list', () => {
  it('shows title, YYYY-MM-DD start date and a plain-text preview; expanding shows the HTML', async () => {
    announcements.mockResolvedValue(twoNotices());
    renderContent(<AnnouncementsPage />);
    const toggle = await screen.findByRole('button', { name: /Maintenance/ });
    expect(toggle).toHaveTextContent('2026-11-08');
    expect(toggle).toHaveTextContent('Servers down at 2am');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region');
    expect(region.querySelector('b')).toHaveTextContent('down');
    expect(within(region).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      '/m/messageDetail?id=n1',
    );
  });

  it('shows an unread dot for members; expanding marks read at once, then calls the server and refetches', async () => {
    signIn();
    announcements.mockResolvedValue(twoNotices());
    renderContent(<AnnouncementsPage />);
    const toggle = await screen.findByRole('button', { name: /Maintenance/ });
    expect(announcements).toHaveBeenCalledWith(expect.objectContaining({ types: 'B,PL,PU', platform: 'M' })); // §7
    expect(within(toggle).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(1);
    announcements.mockResolvedValue(groups({ player: twoNotices().player.map((a) => ({ ...a, read: true })) }));
    fireEvent.click(toggle);
    await waitFor(() => expect(within(toggle).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument());
    await waitFor(() => expect(markRead).toHaveBeenCalledWith({ announcementId: 'n1', read: true }));
    await waitFor(() => expect(announcements).toHaveBeenCalledTimes(2));
  });

  it('spaces the server read marks 150 ms apart: a second one opened at once waits (§7)', async () => {
    signIn();
    announcements.mockResolvedValue(
      groups({
        player: [announcement({ id: 'n1', title: 'Maintenance' }), announcement({ id: 'n2', title: 'New channel' })],
        footer: { unreadCount: 2 },
      }),
    );
    renderContent(<AnnouncementsPage />);
    const first = await screen.findByRole('button', { name: /Maintenance/ });
    const second = screen.getByRole('button', { name: /New channel/ });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    fireEvent.click(first);
    fireEvent.click(second);
    expect(markRead.mock.calls).toEqual([[{ announcementId: 'n1', read: true }]]);
    await act(() => vi.advanceTimersByTimeAsync(149));
    expect(markRead).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(markRead).toHaveBeenLastCalledWith({ announcementId: 'n2', read: true });
  });

  it('a failed read mark is silent and shows the announcement unread again', async () => {
    signIn();
    announcements.mockResolvedValue(twoNotices());
    markRead.mockRejectedValue(new ApiError('server', 'markAnnouncementRead'));
    renderContent(<AnnouncementsPage />);
    const toggle = await screen.findByRole('button', { name: /Maintenance/ });
    fireEvent.click(toggle);
    await waitFor(() => expect(markRead).toHaveBeenCalled());
    await waitFor(() => expect(within(toggle).getByRole('img', { name: 'Unread' })).toBeInTheDocument());
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('keeps no read state for trial members (type 4): no dots, no server call', async () => {
    signIn(4);
    announcements.mockResolvedValue(twoNotices());
    renderContent(<AnnouncementsPage />);
    const toggle = await screen.findByRole('button', { name: /Maintenance/ });
    expect(screen.queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    await new Promise((r) => setTimeout(r, 200));
    expect(markRead).not.toHaveBeenCalled();
  });

  it('offers the hot-match panel to members', async () => {
    signIn();
    announcements.mockResolvedValue(
      groups({ player: twoNotices().player, hot: [announcement({ id: 'h1', title: 'Final tonight' })] }),
    );
    renderContent(<AnnouncementsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Hot matches/ }));
    const dialog = screen.getByRole('dialog', { name: 'Hot matches' });
    expect(within(dialog).getByText('Final tonight')).toBeInTheDocument();
  });

  it('sends visitors from the hot-match action to /m/login', async () => {
    announcements.mockResolvedValue(groups({ hot: [announcement({ id: 'h1', title: 'Final tonight' })] }));
    renderContent(<AnnouncementsPage />, { path: '/m/notice' });
    fireEvent.click(await screen.findByRole('button', { name: /Hot matches/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "load failed, click to retry" when the call fails, and retries', async () => {
    announcements.mockRejectedValueOnce(new Error('boom')).mockResolvedValue(twoNotices());
    renderContent(<AnnouncementsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load failed, click to retry' }));
    expect(await screen.findByRole('button', { name: /Maintenance/ })).toBeInTheDocument();
  });
});

describe('announcement detail', () => {
  it('shows the full announcement and marks it read, once', async () => {
    signIn();
    // The refetch still answers unread (as if another device reset it): the page must not loop.
    announcements.mockResolvedValue(twoNotices());
    renderContent(<AnnouncementDetailPage />, { path: '/m/messageDetail?id=n1' });
    expect(await screen.findByRole('heading', { name: 'Maintenance' })).toBeInTheDocument();
    expect(screen.getByText('2026-11-08')).toBeInTheDocument();
    await waitFor(() => expect(markRead).toHaveBeenCalledWith({ announcementId: 'n1', read: true }));
    await waitFor(() => expect(announcements).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 200));
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it('does not call the server for an announcement already read', async () => {
    signIn();
    announcements.mockResolvedValue(twoNotices());
    renderContent(<AnnouncementDetailPage />, { path: '/m/messageDetail?id=n2' });
    expect(await screen.findByRole('heading', { name: 'New channel' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(markRead).not.toHaveBeenCalled();
  });
});

describe('notice popup', () => {
  it('shows the popup notices once per browser session', async () => {
    announcements.mockResolvedValue(
      groups({ popup: [announcement({ id: 'p1', title: 'Welcome' }), announcement({ id: 'p2', title: 'Tonight' })] }),
    );
    const first = renderContent(<NoticePopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const second = screen.getByRole('dialog', { name: 'Tonight' });
    fireEvent.click(within(second).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    renderContent(<NoticePopup />);
    await waitFor(() => expect(announcements).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says it is settled only when nothing is left to show, so home never stacks dialogs', async () => {
    announcements.mockResolvedValue(groups({ popup: [announcement({ id: 'p1', title: 'Welcome' })] }));
    const settled = vi.fn();
    const shown = renderContent(<NoticePopup onSettled={settled} />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(settled).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(settled).toHaveBeenCalled();
    shown.unmount();

    // Shown already this session: settled at once.
    const again = vi.fn();
    renderContent(<NoticePopup onSettled={again} />);
    expect(again).toHaveBeenCalled();
  });

  it('sizes a popup by the server’s pixels divided by 100, in rem; an unsized popup keeps the dialog’s size', async () => {
    announcements.mockResolvedValue(
      groups({
        popup: [
          announcement({ id: 'p1', title: 'Welcome', popupWidth: 640, popupHeight: 720 }),
          announcement({ id: 'p2', title: 'Tonight' }),
        ],
      }),
    );
    renderContent(<NoticePopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    const frame = () => screen.getByRole('dialog').querySelector<HTMLElement>('.notice-popup__frame')!;
    expect(frame().style.width).toBe('calc(6.4 * var(--platform-rem))');
    expect(frame().style.height).toBe('calc(7.2 * var(--platform-rem))');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Tonight' });
    expect(frame().style.width).toBe('');
  });

  it('is settled once the notices have no popup', async () => {
    sessionStorage.clear();
    announcements.mockResolvedValue(groups({ popup: [] }));
    const settled = vi.fn();
    renderContent(<NoticePopup onSettled={settled} />);
    await waitFor(() => expect(settled).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
