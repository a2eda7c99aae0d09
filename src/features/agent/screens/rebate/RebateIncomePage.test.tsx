import { screen, within } from '@testing-library/react';
import { api } from '@/api';
import { inVietnamese, renderAgent, setupAgentI18n, signInAs } from '../../testing/render';
import { RebateIncomePage } from './RebateIncomePage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { rebateIncome: vi.fn() },
}));

beforeAll(setupAgentI18n);
beforeEach(() => {
  vi.mocked(api.rebateIncome).mockResolvedValue({
    list: [{ date: '2026-11-29', gameType: 'ESPORTS', validBetAmount: 3851, rate: 0.4, rebateAmount: 15.4 }],
    pageNum: 1,
    totalPages: 1,
    total: 1,
    totalRebate: 15.4,
  });
  signInAs('agent01', 1);
});

describe('agent rebate income', () => {
  it('writes the rate as the language writes percentages: "0,4%" in Vietnamese', async () => {
    await inVietnamese();
    renderAgent(<RebateIncomePage />, { path: '/m/member/teamRebate' });
    const list = await screen.findByRole('list', { name: 'Thu nhập hoàn trả' });
    const [row] = within(list).getAllByRole('listitem');
    expect(
      within(row)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3.851,00', '0,4%']);
  });
});
