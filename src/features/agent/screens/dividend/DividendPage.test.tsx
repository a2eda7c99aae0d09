import { screen, within } from '@testing-library/react';
import { api } from '@/api';
import { inVietnamese, renderAgent, setupAgentI18n, signInAs } from '../../testing/render';
import { DividendPage } from './DividendPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { dividendRecords: vi.fn() },
}));

beforeAll(setupAgentI18n);
beforeEach(() => {
  vi.mocked(api.dividendRecords).mockResolvedValue({
    list: [
      {
        id: 'div-1',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-15',
        teamProfit: 58_674,
        activeMembers: 82,
        ratio: 27.5,
        amount: 16_135.35,
        status: 'pending',
      },
    ],
    pageNum: 1,
    totalPages: 1,
    total: 1,
    totalPaid: 0,
  });
  signInAs('agent01', 1);
});

describe('dividends', () => {
  it('writes the ratio as the language writes percentages: "27,5%" in Vietnamese', async () => {
    await inVietnamese();
    renderAgent(<DividendPage />, { path: '/m/member/agent/agentDivident' });
    const list = await screen.findByRole('list', { name: 'Chia thưởng' });
    const [row] = within(list).getAllByRole('listitem');
    expect(
      within(row)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['58.674,00', '82', '27,5%']);
  });
});
