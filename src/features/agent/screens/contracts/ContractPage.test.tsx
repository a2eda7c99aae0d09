import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@/api';
import type { Contract } from '@/api/types/agent';
import { renderAgent, setupAgentI18n, signInAs } from '../../testing/render';
import { ContractPage } from './ContractPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { dailySalaryContract: vi.fn(), signContract: vi.fn(), dividendInfo: vi.fn() },
}));
const signContract = vi.mocked(api.signContract);

const PENDING: Contract = {
  kind: 'dailySalary',
  status: 'pending',
  offeredBy: 'platform',
  offeredAt: '2026-11-01',
  tiers: [{ level: 1, minValidBet: 10_000, minActiveMembers: 5, reward: 100 }],
};

beforeAll(setupAgentI18n);
beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.dailySalaryContract).mockResolvedValue(PENDING);
  signInAs('agent01', 1);
});

async function agreeAndSign() {
  renderAgent(<ContractPage kind="dailySalary" />, { path: '/m/member/agent/getSalaryContract' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'I have read and accept the contract terms' }));
  return screen.getByRole('button', { name: 'Sign contract' });
}

describe('signing a contract while pending and after a failure', () => {
  it('signs once however often the button is tapped while the call is pending', async () => {
    signContract.mockImplementation(() => new Promise(() => undefined));
    const sign = await agreeAndSign();
    await userEvent.dblClick(sign);
    await waitFor(() => expect(signContract).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Signing…' })).toBeDisabled();
  });

  it('says why next to the button, ends the wait and keeps the agreement ticked', async () => {
    signContract.mockRejectedValue(new ApiError('network', 'signContract'));
    const sign = await agreeAndSign();
    await userEvent.click(sign);
    expect(await screen.findByRole('alert')).toHaveTextContent('No network, please check your connection');
    expect(screen.getByRole('button', { name: 'Sign contract' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the contract terms' })).toBeChecked();
  });
});
