import { screen, within } from '@testing-library/react';
import { api } from '@/api';
import { useSessionStore } from '@/stores/session';
import { renderAgent, setupAgentI18n, signInAs } from '../../testing/render';
import { AgentDashboard } from './AgentDashboard';

const SETTINGS = { brand: 'Lucky', currency: 'CNY', currencySymbol: '¥', minimumAge: 18 };
let dividendDisplay = true;

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    memberWallet: vi.fn(async () => ({ sumBalance: 88210.5, currencySymbol: '¥' })),
    teamKpi: vi.fn(async () => ({
      footer: { teamLoginMemberCount: 12, teamBetMemberCount: 7, teamRegisterMemberCount: 3, teamOnlineCount: 5 },
    })),
    whitelabel: vi.fn(async () => [
      { modId: 'AGEPAG', enabled: '1', childrenNodes: [] },
      { modId: 'DOWNMAN', enabled: '0', childrenNodes: [] },
      { modId: 'MAILCEN', enabled: '1', childrenNodes: [] },
      { modId: 'CBS3', enabled: '1', childrenNodes: [] },
    ]),
    inboxUnreadCount: vi.fn(async () => 4),
    systemStatus: vi.fn(async () => ({ info: { customerService: 'https://support.example.com', resources: [] } })),
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
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/agent01$/);
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

  it('has no Dividend entry when the dividend display setting is off, a dividend contract or not', async () => {
    dividendDisplay = false;
    signInAs('agent01', 1);
    renderAgent(<AgentDashboard />, { path: '/m/agent' });
    const footer = screen.getByRole('navigation', { name: 'Agent menu' });
    await within(footer).findByLabelText('2 unread');
    await vi.waitFor(() => expect(api.consolidatedSettings).toHaveBeenCalled());
    expect(within(footer).queryByRole('link', { name: 'Dividend' })).not.toBeInTheDocument();
  });
});
