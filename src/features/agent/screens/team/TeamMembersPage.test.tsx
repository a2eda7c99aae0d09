import { screen } from '@testing-library/react';
import { api } from '@/api';
import { renderAgent, setupAgentI18n, signInAs } from '../../testing/render';
import { TeamMembersPage } from './TeamMembersPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { teamMembers: vi.fn() },
}));

beforeAll(setupAgentI18n);
beforeEach(() => {
  vi.mocked(api.teamMembers).mockResolvedValue({
    list: [
      {
        id: 'u-demo01',
        username: 'demo01',
        nickname: 'Lucky Demo',
        type: 0,
        balance: 12_345.67,
        registerTime: '2025-09-27 00:00:00',
        lastLoginTime: '2026-11-29 01:24:00',
        online: false,
        validBet30d: 12_000,
      },
    ],
    pageNum: 1,
    totalPages: 1,
    total: 1,
  });
  signInAs('agent01', 1);
});

describe('team management', () => {
  it('counts the members found in the singular for one', async () => {
    renderAgent(<TeamMembersPage />, { path: '/m/member/team' });
    expect(await screen.findByText('1 member')).toBeInTheDocument();
  });
});
