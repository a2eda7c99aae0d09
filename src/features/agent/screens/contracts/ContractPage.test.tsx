import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@/api';
import type { Contract } from '@/api/types/agent';
import { inVietnamese, renderAgent, setupAgentI18n, signInAs } from '../../testing/render';
import { ContractPage } from './ContractPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { dailySalaryContract: vi.fn(), dividendContract: vi.fn(), signContract: vi.fn(), dividendInfo: vi.fn() },
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

describe('the dividend contract', () => {
  it('writes each tier’s reward as the language writes percentages: "22,5%" in Vietnamese', async () => {
    vi.mocked(api.dividendContract).mockResolvedValue({
      kind: 'dividend',
      status: 'signed',
      offeredBy: 'platform',
      tiers: [{ level: 1, minValidBet: 100_000, minActiveMembers: 10, reward: 22.5 }],
    });
    await inVietnamese();
    renderAgent(<ContractPage kind="dividend" />, { path: '/m/member/agent/getDevidendContract' });
    const tiers = await screen.findByRole('table', { name: 'Các mức thưởng' });
    const [, tier] = within(tiers).getAllByRole('row');
    expect(
      within(tier)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['100.000,00', '10', '22,5%']);
  });
});
