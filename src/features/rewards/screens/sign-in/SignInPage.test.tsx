import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignInStatus } from '@/api/types/rewards';
import { inVietnamese, renderRewards, setupRewardsI18n, signInAs } from '../../testing/render';
import { SignInPage } from './SignInPage';

const REWARDS = [5, 10, 15, 20, 30, 40, 100];
let status: SignInStatus;
const signIn = vi.fn(async () => {
  status = {
    ...status,
    todaySigned: true,
    streak: status.streak + 1,
    points: status.points + 15,
    signedDays: [...status.signedDays, 23],
  };
  return { reward: 15, streak: status.streak, points: status.points };
});

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    memberWallet: async () => ({ sumBalance: 1000, currencySymbol: '¥' }),
    signInStatus: async () => status,
    signIn: () => signIn(),
  },
}));

beforeAll(setupRewardsI18n);
beforeEach(() => {
  signInAs();
  signIn.mockClear();
  status = {
    today: '2026-11-23',
    signedDays: [21, 22],
    todaySigned: false,
    streak: 2,
    streakRewards: REWARDS,
    points: 1280,
  };
});

describe('SignInPage', () => {
  it('signs in for today: the streak and points rise and the button turns to "signed"', async () => {
    renderRewards(<SignInPage />);
    expect(await screen.findByRole('status', { name: 'Days in a row' })).toHaveTextContent('2');
    const ladder = screen.getByRole('list', { name: '7-day streak rewards' });
    expect(within(ladder).getByLabelText('Day 3: sign in today for 15 points')).toBeInTheDocument();
    expect(screen.getByLabelText('Day 23: not signed')).toHaveAttribute('aria-current', 'date');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in now +15 points' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Signed in today' }, { timeout: 3000 })).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Days in a row' })).toHaveTextContent('3');
    expect(screen.getByRole('status', { name: 'My points' })).toHaveTextContent('1,295');
    expect(screen.getByLabelText('Day 23: signed')).toBeInTheDocument();
    expect(within(ladder).getByLabelText('Day 3: 15 points collected')).toBeInTheDocument();
  });

  it('lays out the month from Monday with the signed days', async () => {
    renderRewards(<SignInPage />);
    const calendar = await screen.findByRole('list', { name: 'November 2026' });
    expect(within(calendar).getAllByRole('listitem', { hidden: true })).toHaveLength(6 + 30);
    expect(screen.getByText('Signed this month: 2')).toBeInTheDocument();
  });

  it('heads the month with a capital in Vietnamese, where Intl writes it in lower case', async () => {
    await inVietnamese();
    renderRewards(<SignInPage />);
    expect(await screen.findByRole('heading', { name: 'Tháng 11 năm 2026' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tháng 11 năm 2026' })).toBeInTheDocument();
  });

  it('a double tap signs in once', async () => {
    renderRewards(<SignInPage />);
    const button = await screen.findByRole('button', { name: 'Sign in now +15 points' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Signed in today' }, { timeout: 3000 })).toBeDisabled();
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
  });
});
