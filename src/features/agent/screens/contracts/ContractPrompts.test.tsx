import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api';
import type { MemberInfo } from '@/api/types/member';
import { useSessionStore } from '@/stores/session';
import { renderAgent, setupAgentI18n, signInAs } from '../../testing/render';
import ContractPrompts from './ContractPrompts';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { memberInfo: vi.fn(), dividendInfo: vi.fn() },
}));
const memberInfo = vi.mocked(api.memberInfo);
const dividendInfo = vi.mocked(api.dividendInfo);

const NONE = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
const asMember = (type: number) =>
  memberInfo.mockResolvedValue({ id: 'u1', account: 'agent01', type, memberLabel: [] } as unknown as MemberInfo);

beforeAll(setupAgentI18n);
beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signOut();
});

describe('contract prompts on home', () => {
  it('raises one alert per pending contract; Cancel moves on, Go opens the contract page', async () => {
    signInAs('agent01', 1);
    asMember(1);
    dividendInfo.mockResolvedValue({ ...NONE, dailysalreqtype: 'DAILY', contracthoursalreq: 'HOURLY' });
    renderAgent(<ContractPrompts />);

    const first = await screen.findByRole('dialog', { name: 'Daily salary contract' });
    expect(first).toHaveTextContent('You have a daily salary contract waiting to be signed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'Hourly salary contract' });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/member/agent/getHourContract');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('raises nothing when no requirement is set', async () => {
    signInAs('demo01', 0);
    asMember(0);
    dividendInfo.mockResolvedValue(NONE);
    renderAgent(<ContractPrompts />);
    await waitFor(() => expect(dividendInfo).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([4, 40, 41, 42])('never asks for member type %i', async (type) => {
    signInAs('someone', type);
    asMember(type);
    dividendInfo.mockResolvedValue({ ...NONE, dailysalreqtype: 'DAILY' });
    renderAgent(<ContractPrompts />);
    await waitFor(() => expect(memberInfo).toHaveBeenCalled());
    expect(dividendInfo).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing without a session', () => {
    renderAgent(<ContractPrompts />);
    expect(memberInfo).not.toHaveBeenCalled();
    expect(dividendInfo).not.toHaveBeenCalled();
  });
});
