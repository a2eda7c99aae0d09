import { act, screen, within } from '@testing-library/react';
import type { MemberInfo } from '@/api/types/member';
import type { WhitelabelNode } from '@/api/types/site';
import { renderMember, setupMemberI18n, signInAs } from '@/features/member/testing/render';
import { useUiStore } from '@/stores/ui';
import { SideMenu } from './SideMenu';

const flags: Record<string, boolean> = {};
let labels: MemberInfo['memberLabel'] = [];

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    whitelabel: async (): Promise<WhitelabelNode[]> =>
      Object.entries(flags).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0' })),
    // The signed-in player's own info (member info names the session's player).
    memberInfo: async (): Promise<MemberInfo> => {
      const { session } = (await import('@/stores/session')).useSessionStore.getState();
      return { id: 'u1', account: session!.userName, nickname: 'Lucky Demo', type: session!.type, memberLabel: labels };
    },
    memberWallet: async () => ({ sumBalance: 12345.67, currencySymbol: '¥' }),
    inboxUnreadCount: async () => 3,
    chatUnreadCount: async () => ({ unReadCount: 2 }),
  },
}));

beforeAll(setupMemberI18n);
beforeEach(() => {
  Object.assign(flags, { CBS3: true, MAILCEN: true, TRANSREC3: true, SECPRIV: true });
  labels = [];
});

/** Open the drawer, then render it: AppShell mounts it (lazily) the first time it opens. */
function renderMenu() {
  act(() => useUiStore.getState().setSideMenuOpen(true));
  return renderMember(<SideMenu />);
}

const menu = () => screen.getByRole('dialog', { name: 'Menu' });

describe('SideMenu', () => {
  it('offers login and register to a logged-out visitor, and no member entries', () => {
    signInAs(null);
    renderMenu();
    expect(menu()).toContainElement(document.activeElement as HTMLElement);
    expect(within(menu()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/m/login');
    expect(within(menu()).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    expect(within(menu()).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('gives a member deposit, withdraw, member info, logout, the entries and the unread counts', async () => {
    signInAs();
    renderMenu();
    const drawer = menu();
    expect(within(drawer).getAllByRole('link', { name: 'Deposit' })[0]).toHaveAttribute('href', '/m/voucherCenter');
    expect(within(drawer).getAllByRole('link', { name: 'Withdraw' })[0]).toHaveAttribute('href', '/m/withdraw');
    expect(within(drawer).getByRole('link', { name: 'Member info' })).toHaveAttribute('href', '/m/member/home');
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(await within(drawer).findByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/m/webEmail');
    expect(await within(drawer).findByRole('status', { name: '3 unread' })).toBeInTheDocument();
    expect(await within(drawer).findByRole('button', { name: /Live chat/ })).toBeInTheDocument();
    expect(await within(drawer).findByRole('status', { name: '2 unread' })).toBeInTheDocument();
  });

  it('hides a keyed entry whose whitelabel key is off', async () => {
    flags.MAILCEN = false;
    signInAs();
    renderMenu();
    await within(menu()).findByRole('link', { name: 'Security centre' });
    expect(within(menu()).queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
  });

  it('hides the chat entry for a member labelled nochat, and for a trial user', async () => {
    labels = [{ labelName: 'nochat' }];
    signInAs();
    const { unmount } = renderMenu();
    await within(menu()).findByRole('status', { name: '3 unread' });
    expect(within(menu()).queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
    unmount();

    labels = [];
    signInAs({ token: 't', merchantCode: 'DEMO', userName: 'trial1', type: 4, firstTimeLogin: false });
    renderMenu();
    await within(menu()).findByRole('link', { name: 'Security centre' });
    expect(within(menu()).queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('status', { name: /unread/ })).not.toBeInTheDocument();
  });
});
