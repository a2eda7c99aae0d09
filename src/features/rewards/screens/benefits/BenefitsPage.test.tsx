import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubBenefit, VipLevel } from '@/api/types/rewards';
import { renderRewards, setupRewardsI18n, signInAs } from '../../testing/render';
import { BenefitsPage } from './BenefitsPage';

const level = (n: number, name: string, requiredBet: number): VipLevel => ({
  level: n,
  name,
  requiredBet,
  benefits: [
    { code: 'upgradeBonus', value: n * 10 },
    { code: 'monthlyBonus', value: n * 5 },
    { code: 'rebateRate', value: 0.3 + n / 10 },
    { code: 'withdrawTimes', value: 3 + n },
  ],
});
let club: ClubBenefit;

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    memberWallet: async () => ({ sumBalance: 1000, currencySymbol: '¥' }),
    clubBenefit: async () => club,
  },
}));

beforeAll(setupRewardsI18n);
beforeEach(() => {
  signInAs();
  club = {
    currentLevel: 1,
    validBet: 27_500,
    levels: [level(0, 'Member', 0), level(1, 'Bronze', 5_000), level(2, 'Silver', 50_000)],
  };
});

describe('BenefitsPage', () => {
  it('says no level is offered yet when the club has none (the contract allows it)', async () => {
    club = { currentLevel: 0, validBet: 0, levels: [] };
    renderRewards(<BenefitsPage />);
    expect(await screen.findByText('No VIP levels are offered yet')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the level, the progress to the next one and the current benefits', async () => {
    renderRewards(<BenefitsPage />);
    expect(await screen.findByRole('status', { name: 'Current level' })).toHaveTextContent('Bronze');
    expect(screen.getByRole('progressbar', { name: 'Progress to Silver' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Bet ¥ 22,500.00 more to reach Silver')).toBeInTheDocument();
    const benefits = screen.getByRole('list', { name: 'Bronze benefits' });
    expect(within(benefits).getByText('¥ 10.00')).toBeInTheDocument();
    expect(within(benefits).getByText('0.4%')).toBeInTheDocument();
    expect(within(benefits).getByText('4 a day')).toBeInTheDocument();
    expect(screen.getByText('Your level')).toBeInTheDocument();
  });

  it('shows another level’s benefits as locked', async () => {
    renderRewards(<BenefitsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Silver' }));
    expect(screen.getByRole('list', { name: 'Silver benefits' })).toBeInTheDocument();
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(screen.getByText('Valid bets required: ¥ 50,000.00')).toBeInTheDocument();
  });

  it('is full at the top level', async () => {
    club = { ...club, currentLevel: 2, validBet: 80_000 };
    renderRewards(<BenefitsPage />);
    expect(await screen.findByRole('progressbar', { name: 'You have reached the highest level' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('Silver');
  });
});
