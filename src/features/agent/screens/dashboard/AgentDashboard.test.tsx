import { act, screen, within } from '@testing-library/react';
import { memberKeys } from '@/queries/keys';
import { api } from '@/api';
import { useSessionStore } from '@/stores/session';
import { renderAgent, setupAgentI18n, signInAs } from '../../testing/render';
import { AgentDashboard } from './AgentDashboard';
import { siteStatus } from '@/queries/testing/site-status';

const SETTINGS = { brand: 'Lucky', currency: 'CNY', currencySymbol: '¥', minimumAge: 18 };
let dividendDisplay = true;
const SOME_KEYS = { AGEPAG: true, DOWNMAN: false, MAILCEN: true, CBS3: true };
/** The merchant's menu whitelist the mocked whitelabel call answers. */
let menuKeys: Record<string, boolean> = SOME_KEYS;

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    memberWallet: vi.fn(async () => ({ sumBalance: 88210.5, currencySymbol: '¥' })),
    teamKpi: vi.fn(async () => ({
      footer: { teamLoginMemberCount: 12, teamBetMemberCount: 7, teamRegisterMemberCount: 3, teamOnlineCount: 5 },
    })),
    whitelabel: vi.fn(async () =>
      Object.entries(menuKeys).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0', childrenNodes: [] })),
    ),
    inboxUnreadCount: vi.fn(async () => 4),
    systemStatus: vi.fn(async () => siteStatus({ customerService: 'https://support.example.com' })),
    memberInfo: vi.fn(async () => ({ id: 'u1', account: 'agent01', type: 1, memberLabel: [] })),
    // A pending contract: home would ask about it.
    dividendInfo: vi.fn(async () => ({ dailysalreqtype: 'DAILY', divtypecompperiodreq: '', contracthoursalreq: '' })),
    dividendContract: vi.fn(async () => ({ kind: 'dividend', status: 'signed', offeredBy: 'platform', tiers: [] })),
    consolidatedSettings: vi.fn(async () => ({ ...SETTINGS, dividendEnabled: dividendDisplay })),
    announcements: vi.fn(async () => ({
      promotion: [],
      banners: [],
      player: [],
      popup: [],
      hot: [],
      footer: { unreadCount: 2 },
    })),
  },
}));

beforeAll(setupAgentI18n);
beforeEach(() => {
  useSessionStore.getState().signOut();
  dividendDisplay = true;
  menuKeys = SOME_KEYS;
});

describe('agent dashboard', () => {
  it('sends members (type 0) home', () => {
    signInAs('demo01', 0);
    renderAgent(<AgentDashboard />, { path: '/m/agent' });
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });

  it('shows today’s counters, whitelisted grid items with the mail badge, and the agent footer', async () => {
    signInAs('agent01', 1);
    renderAgent(<AgentDashboard />, { path: '/m/agent' });
    expect(screen.getByRole('heading', { level: 2, name: /agent01$/ })).toHaveTextContent(/agent01$/);
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(api.teamKpi).toHaveBeenCalledWith(expect.objectContaining({ size: 0 }));

    const grid = screen.getByRole('navigation', { name: 'Agent tools' });
    await within(grid).findByRole('link', { name: /Team overview/ });
    // A member screen is named as the side menu names it (the routes table's title).
    expect(within(grid).getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/m/webEmail');
    expect(within(grid).queryByRole('link', { name: /Team management/ })).not.toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: /Online service/ })).toHaveAttribute(
      'href',
      'https://support.example.com/',
    );
    expect(await within(grid).findByLabelText('4 unread')).toBeInTheDocument();

    const footer = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(await within(footer).findByRole('link', { name: 'Dividend' })).toHaveAttribute(
      'href',
      '/m/member/agent/agentDivident',
    );
    expect(await within(footer).findByLabelText('2 unread')).toBeInTheDocument();
  });

  it('keeps the mail badge in step with the inbox: reading a mail there lowers it here', async () => {
    signInAs('agent01', 1);
    const { client } = renderAgent(<AgentDashboard />, { path: '/m/agent' });
    const grid = screen.getByRole('navigation', { name: 'Agent tools' });
    expect(await within(grid).findByLabelText('4 unread')).toBeInTheDocument();
    vi.mocked(api.inboxUnreadCount).mockResolvedValueOnce(3);
    // What the inbox does when a mail is read (src/features/member/api/mail.ts).
    await act(() => client.invalidateQueries({ queryKey: memberKeys.unreadMail('agent01') }));
    expect(await within(grid).findByLabelText('3 unread')).toBeInTheDocument();
  });

  it('has no Dividend entry when the dividend display setting is off, a dividend contract or not', async () => {
    dividendDisplay = false;
    signInAs('agent01', 1);
    renderAgent(<AgentDashboard />, { path: '/m/agent' });
    const footer = screen.getByRole('navigation', { name: 'Agent menu' });
    await within(footer).findByLabelText('2 unread');
    await vi.waitFor(() => expect(api.consolidatedSettings).toHaveBeenCalled());
    expect(within(footer).queryByRole('link', { name: 'Dividend' })).not.toBeInTheDocument();
  });

  it('links each grid item and footer entry to the spec’s route, in the spec’s order', async () => {
    menuKeys = Object.fromEntries(
      ['AGEPAG', 'TRANSREC3', 'DOWNMAN', 'AGETEAMPNL3', 'TEAMBETTING3', 'AGEREBINC3', 'SECPRIV', 'MAILCEN'].map(
        (key) => [key, true],
      ),
    );
    signInAs('agent01', 1);
    renderAgent(<AgentDashboard />, { path: '/m/agent' });
    const grid = screen.getByRole('navigation', { name: 'Agent tools' });
    await within(grid).findByRole('link', { name: /Team management/ });
    await vi.waitFor(() => expect(within(grid).getByRole('link', { name: 'Online service' })).toHaveAttribute('href'));
    const links = within(grid)
      .getAllByRole('link')
      .map((link) => [link.querySelector('.agent-grid__label')?.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Team overview', '/m/agent/team/overview'],
      ['Transaction records', '/m/transaction/record?types=A'],
      ['Team management', '/m/member/team'],
      ['Team profit and loss', '/m/agent/team/pnl'],
      ['Team betting', '/m/teamBetting'],
      ['Rebate settings', '/m/member/agent/agentRebeat'],
      ['Agent rebate income', '/m/member/teamRebate'],
      ['Security centre', '/m/securityCenter'],
      ['Messages', '/m/webEmail'],
      ['Online service', 'https://support.example.com/'],
    ]);
    const footer = screen.getByRole('navigation', { name: 'Agent menu' });
    await within(footer).findByRole('link', { name: 'Dividend' });
    expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m/home');
    expect(within(footer).getByRole('link', { name: 'Open account' })).toHaveAttribute('href', '/m/agentRegister');
    expect(within(footer).getByRole('link', { name: /Announcements/ })).toHaveAttribute(
      'href',
      '/m/member/notice?types=A',
    );
  });

  it('shows only rebate settings and online service when the whitelist enables no key', async () => {
    menuKeys = {};
    signInAs('agent01', 1);
    renderAgent(<AgentDashboard />, { path: '/m/agent' });
    const grid = screen.getByRole('navigation', { name: 'Agent tools' });
    await vi.waitFor(() => expect(api.whitelabel).toHaveBeenCalled());
    await vi.waitFor(() => expect(within(grid).getByRole('link', { name: 'Online service' })).toHaveAttribute('href'));
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/m/member/agent/agentRebeat', 'https://support.example.com/']);
  });

  it('reads no dividend info and asks about no contract: the prompts are home’s (docs/decisions/agent.md)', async () => {
    signInAs('agent01', 1);
    renderAgent(<AgentDashboard />, { path: '/m/agent' });
    await within(screen.getByRole('navigation', { name: 'Agent menu' })).findByLabelText('2 unread');
    expect(api.dividendInfo).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
