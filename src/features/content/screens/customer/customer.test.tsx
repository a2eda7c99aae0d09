import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@/api';
import { encryptBody } from '@/api/cipher';
import { useSessionStore } from '@/stores/session';
import { renderContent, setupContentI18n } from '../../testing/render';
import { CustomerServicePage } from './CustomerServicePage';
import { siteStatus } from '@/queries/testing/site-status';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    systemStatus: vi.fn(),
    whitelabel: vi.fn(),
    memberInfo: vi.fn(),
    chatUnreadCount: vi.fn(),
    inboxUnreadCount: vi.fn(),
    customerServiceEntries: vi.fn(),
    customerServiceLink: vi.fn(),
    launchChat: vi.fn(),
  },
}));

const SUPPORT = 'https://support.example.com/chat';
const status = siteStatus({ customerService: SUPPORT });

function setUp({ cbs3 = true, labels = [] as string[], type = 0 } = {}) {
  vi.mocked(api.systemStatus).mockResolvedValue(status);
  vi.mocked(api.whitelabel).mockResolvedValue([{ modId: 'CBS3', enabled: cbs3 ? '1' : '0' }]);
  vi.mocked(api.memberInfo).mockResolvedValue({
    id: '1',
    account: 'demo01',
    nickname: 'Demo',
    type,
    memberLabel: labels.map((labelName) => ({ labelName })),
  } as never);
  vi.mocked(api.chatUnreadCount).mockResolvedValue({ unReadCount: 2 });
  vi.mocked(api.inboxUnreadCount).mockResolvedValue(0);
  vi.mocked(api.customerServiceEntries).mockResolvedValue([
    { title: 'VIP service', path: encryptBody('https://support.example.com/vip', 'Vn3xT7wA') + 'Vn3xT7wA' },
    { title: 'Broken', path: 'not-encrypted-at-all12345678' },
    { title: 'Same as the main link', path: encryptBody(SUPPORT, 'Ks8dQ2pL') + 'Ks8dQ2pL' },
  ]);
}

const signIn = (type: number) =>
  act(() =>
    useSessionStore
      .getState()
      .signIn({ token: 't', merchantCode: 'DEMO', userName: 'demo01', type, firstTimeLogin: false }),
  );

beforeAll(setupContentI18n);
beforeEach(() => {
  vi.clearAllMocks();
  act(() => useSessionStore.getState().signOut());
});

describe('customer service page', () => {
  it('shows the customer-service link and the decrypted entries to visitors, without the chat entry', async () => {
    setUp();
    renderContent(<CustomerServicePage />, { path: '/m/customer' });
    expect(await screen.findByRole('link', { name: /Online customer service/ })).toHaveAttribute('href', SUPPORT);
    expect(await screen.findByRole('link', { name: 'VIP service' })).toHaveAttribute(
      'href',
      'https://support.example.com/vip',
    );
    expect(screen.queryByRole('link', { name: 'Broken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Same as the main link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
  });

  it('follows the customer-service URLs only as the URL policy allows', async () => {
    setUp();
    vi.mocked(api.systemStatus).mockResolvedValue(siteStatus({ customerService: ' javascript:window.__xss=1' }));
    vi.mocked(api.customerServiceLink).mockResolvedValue({ url: 'data:text/html,<script>window.__xss=3</script>' });
    vi.mocked(api.customerServiceEntries).mockResolvedValue([
      {
        title: 'Hostile entry',
        path: encryptBody('data:text/html,<script>window.__xss=2</script>', 'Vn3xT7wA') + 'Vn3xT7wA',
      },
      { title: 'VIP service', path: encryptBody('https://support.example.com/vip', 'Vn3xT7wA') + 'Vn3xT7wA' },
    ]);
    renderContent(<CustomerServicePage />, { path: '/m/customer' });
    expect(await screen.findByRole('link', { name: 'VIP service' })).toHaveAttribute(
      'href',
      'https://support.example.com/vip',
    );
    expect(screen.queryByRole('link', { name: 'Hostile entry' })).not.toBeInTheDocument();
    // The status link and the dedicated call's are both refused: no main link at all.
    expect(screen.queryByRole('link', { name: /Online customer service/ })).not.toBeInTheDocument();
  });

  it('offers the live chat to members with CBS3, shows the unread count and opens the chat URL', async () => {
    setUp();
    signIn(0);
    const tab = { opener: window as Window | null, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.mocked(api.launchChat).mockResolvedValue({ chatUrl: 'https://chat.example.com/room' });
    renderContent(<CustomerServicePage />, { path: '/m/customer' });
    const chat = await screen.findByRole('button', { name: /Live chat/ });
    expect(await screen.findByLabelText('2 unread chat messages')).toBeInTheDocument();
    fireEvent.click(chat);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('https://chat.example.com/room'));
    open.mockRestore();
  });

  it.each([
    ['a trial member (type 4)', { type: 4 }],
    ['a member labelled nochat', { type: 0, labels: ['nochat'] }],
    ['a member when CBS3 is off', { type: 0, cbs3: false }],
  ])('hides the chat entry from %s', async (_, { type, ...options }) => {
    setUp({ ...options, type });
    signIn(type);
    renderContent(<CustomerServicePage />, { path: '/m/customer' });
    await screen.findByRole('link', { name: 'VIP service' });
    await waitFor(() => expect(api.memberInfo).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
  });
});
