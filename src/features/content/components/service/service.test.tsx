import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { api } from '@/api';
import type { DownloadLink } from '@/api/types/site';
import { useSessionStore } from '@/stores/session';
import { renderContent, setupContentI18n } from '../../testing/render';
import { groups } from '../../testing/fixtures';
import FloatingService from './FloatingService';
import { socialLinks } from '../../lib/social-links';
import { siteStatus } from '@/queries/testing/site-status';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    systemStatus: vi.fn(),
    whitelabel: vi.fn(),
    announcements: vi.fn(),
    memberInfo: vi.fn(),
    chatUnreadCount: vi.fn(),
    inboxUnreadCount: vi.fn(),
    customerServiceLink: vi.fn(),
  },
}));

const TWO_TELEGRAMS: DownloadLink[] = [
  { resourceType: 'TELEGRAM2', url: 'https://t.me/news', labelNameEn: 'Telegram news' },
  { resourceType: 'TELEGRAM', url: ' https://t.me/support ', labelNameEn: 'Telegram support' },
  { resourceType: 'FACEBOOK', url: 'https://facebook.com/x' },
  { resourceType: 'FACEBOOK2', url: 'https://facebook.com/groups/x' },
  { resourceType: 'Android', url: 'https://a.apk' },
];

function setUp(resources: DownloadLink[], flags: Record<string, boolean> = { CBS3: true, MAILCEN: true }) {
  vi.mocked(api.systemStatus).mockResolvedValue(
    siteStatus({ customerService: 'https://support.example.com', resources }),
  );
  vi.mocked(api.whitelabel).mockResolvedValue(
    Object.entries(flags).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0' })),
  );
  vi.mocked(api.announcements).mockResolvedValue(groups({ footer: { unreadCount: 3 } }));
  vi.mocked(api.memberInfo).mockResolvedValue({
    id: '1',
    account: 'demo01',
    nickname: '',
    type: 0,
    memberLabel: [],
  } as never);
  vi.mocked(api.chatUnreadCount).mockResolvedValue({ unReadCount: 0 });
  vi.mocked(api.inboxUnreadCount).mockResolvedValue(0);
}

beforeAll(setupContentI18n);
beforeEach(() => {
  vi.clearAllMocks();
  act(() => useSessionStore.getState().signOut());
});

describe('social links', () => {
  it('takes at most two trimmed links per network, main one first', () => {
    expect(socialLinks(TWO_TELEGRAMS, 'telegram')).toEqual([
      { url: 'https://t.me/support', label: 'Telegram support' },
      { url: 'https://t.me/news', label: 'Telegram news' },
    ]);
    expect(socialLinks([{ resourceType: 'FACEBOOK', url: 'https://f' }], 'facebook')).toEqual([
      { url: 'https://f', label: 'FACEBOOK' },
    ]);
    expect(socialLinks(undefined, 'facebook')).toEqual([]);
  });

  it('drops a third link of the same network (§9 "social max two each")', () => {
    const third: DownloadLink = { resourceType: 'TELEGRAM2', url: 'https://t.me/third' };
    expect(socialLinks([...TWO_TELEGRAMS, third], 'telegram').map((link) => link.url)).toEqual([
      'https://t.me/support',
      'https://t.me/news',
    ]);
  });
});

/** With social links the widget is one "Contact us" button; unfold it. */
async function unfold() {
  fireEvent.click(await screen.findByRole('button', { name: 'Contact us', expanded: false }));
}

describe('floating service widget', () => {
  it('is the service-menu button alone without social links', async () => {
    setUp([]);
    renderContent(<FloatingService />);
    await screen.findByRole('button', { name: 'Open the service menu' });
    await waitFor(() => expect(api.systemStatus).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it.each(['/m/voucherCenter', '/m/withdraw'])(
    'stays off %s, whose own button stands where the widget would float',
    async (path) => {
      setUp([]);
      renderContent(<FloatingService />, { path });
      await waitFor(() => expect(api.systemStatus).toHaveBeenCalled());
      expect(screen.queryByRole('button', { name: 'Open the service menu' })).not.toBeInTheDocument();
    },
  );

  it('folds Telegram, Facebook and the service menu into one button; Escape, a tap elsewhere and a route change fold them', async () => {
    setUp(TWO_TELEGRAMS);
    renderContent(
      <>
        <FloatingService />
        <Link to="/m/activity">elsewhere</Link>
      </>,
    );
    const fold = await screen.findByRole('button', { name: 'Contact us', expanded: false });
    expect(screen.queryByRole('button', { name: 'Telegram' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the service menu' })).not.toBeInTheDocument();

    fireEvent.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    const unfolded = document.getElementById(fold.getAttribute('aria-controls')!)!;
    expect(
      within(unfolded)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Telegram', 'Facebook', 'Open the service menu']);
    fireEvent.keyDown(within(unfolded).getByRole('button', { name: 'Facebook' }), { key: 'Escape' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(fold).toHaveFocus();

    fireEvent.click(fold);
    fireEvent.pointerDown(document.body);
    expect(fold).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(fold);
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    await waitFor(() => expect(fold).toHaveAttribute('aria-expanded', 'false'));
  });

  it('opens a single link directly', async () => {
    setUp([{ resourceType: 'TELEGRAM', url: 'https://t.me/support' }]);
    renderContent(<FloatingService />);
    await unfold();
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/support');
    expect(screen.queryByRole('button', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('toggles a list for several links; opening one list closes the other', async () => {
    setUp(TWO_TELEGRAMS);
    renderContent(<FloatingService />);
    await unfold();
    const telegram = screen.getByRole('button', { name: 'Telegram' });
    const facebook = screen.getByRole('button', { name: 'Facebook' });
    fireEvent.click(telegram);
    const list = screen.getByRole('list', { name: 'Telegram links' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://t.me/support', 'https://t.me/news']);
    fireEvent.click(facebook);
    expect(screen.queryByRole('list', { name: 'Telegram links' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Facebook links' })).toBeInTheDocument();
    fireEvent.click(facebook);
    expect(screen.queryByRole('list', { name: 'Facebook links' })).not.toBeInTheDocument();
  });
});

describe('service menu', () => {
  const openMenu = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Open the service menu' }));
    return screen.getByRole('dialog', { name: 'Service' });
  };
  /** demo01 logged in, the widget rendered and its menu open. */
  const openMemberMenu = async () => {
    act(() =>
      useSessionStore
        .getState()
        .signIn({ token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false }),
    );
    renderContent(<FloatingService />);
    return openMenu();
  };

  it('lists the five entries for a member, with the announcement unread dot', async () => {
    setUp([]);
    const menu = await openMemberMenu();
    await within(menu).findByRole('button', { name: 'Live chat' });
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Customer service', 'Messages', 'Announcements', 'Live chat', 'Help centre']);
    expect(within(menu).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      'https://support.example.com/',
    );
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /Announcements/ })).toContainElement(
        within(menu).getByRole('img', { name: 'Unread' }),
      ),
    );
    expect(within(menu).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/m/help');
  });

  it('marks live chat with an unread dot while the chat count is above 0 (§4)', async () => {
    setUp([]);
    vi.mocked(api.chatUnreadCount).mockResolvedValue({ unReadCount: 2 });
    const menu = await openMemberMenu();
    const chat = await within(menu).findByRole('button', { name: /Live chat/ });
    await waitFor(() => expect(within(chat).getByRole('img', { name: 'Unread' })).toBeInTheDocument());
  });

  it('shows no chat dot when the chat count is 0', async () => {
    setUp([]);
    const menu = await openMemberMenu();
    await waitFor(() => expect(api.chatUnreadCount).toHaveBeenCalled());
    await waitFor(() => expect(within(menu).getByRole('img', { name: 'Unread' })).toBeInTheDocument());
    expect(
      within(within(menu).getByRole('button', { name: /Live chat/ })).queryByRole('img', { name: 'Unread' }),
    ).not.toBeInTheDocument();
  });

  it('hides live chat from visitors and messages when MAILCEN is off', async () => {
    setUp([], { CBS3: true, MAILCEN: false });
    renderContent(<FloatingService />);
    const menu = await openMenu();
    await waitFor(() => expect(api.whitelabel).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Customer service', 'Announcements', 'Help centre']);
  });

  it('closes on the close button, on a mask click and on a route change', async () => {
    setUp([]);
    renderContent(
      <>
        <FloatingService />
        <Link to="/m/help?x=1">elsewhere</Link>
      </>,
    );
    let menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openMenu();
    fireEvent.click(screen.getByTestId('dialog-mask'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    menu = await openMenu();
    fireEvent.click(within(menu).getByRole('link', { name: 'Help centre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/m/help');
  });
});
