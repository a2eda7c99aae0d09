import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reward } from '@/api/types/rewards';
import { useToastStore } from '@/components/ui/toast';
import { DEMO_SESSION, renderRewards, renderRewardsWithToasts, setupRewardsI18n, signInAs } from '../../testing/render';
import { RewardCentrePage } from './RewardCentrePage';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
let rewards: Reward[];
/** Claims sent and not yet answered, by reward id: `releaseClaim(id)` answers one. */
const heldClaims = new Map<string, () => void>();
const releaseClaim = (id = 'a') => heldClaims.get(id)?.();
const rewardClaim = vi.fn(
  ({ id }: { id: string }) =>
    new Promise<{ amount: number; balance: number }>((resolve) => {
      heldClaims.set(id, () => {
        const claimed = rewards.find((r) => r.id === id)!;
        rewards = rewards.map((r) => (r.id === id ? { ...r, status: 'CLAIMED' } : r));
        resolve({ amount: claimed.amount, balance: 1000 + claimed.amount });
      });
    }),
);

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    memberWallet: async () => ({ sumBalance: 1000, currencySymbol: '¥' }),
    rewards: async () => rewards,
    rewardClaim: (payload: { id: string }) => rewardClaim(payload),
  },
}));

beforeAll(setupRewardsI18n);
beforeEach(() => {
  signInAs();
  rewardClaim.mockClear();
  heldClaims.clear();
  // A message left by an earlier test must not pass for this one's.
  useToastStore.setState({ toasts: [] });
  rewards = [
    { id: 'a', kind: 'BONUS', title: 'First deposit bonus', amount: 88, status: 'CLAIMABLE', expireTime: inDays(7) },
    { id: 'b', kind: 'REDPACKET', title: 'Lucky red packet', amount: 8.88, status: 'CLAIMABLE', expireTime: inDays(1) },
    { id: 'c', kind: 'BONUS', title: 'Birthday gift', amount: 188, status: 'EXPIRED', expireTime: inDays(-2) },
  ];
});

describe('RewardCentrePage', () => {
  it('claims a reward: pending while it is sent, then shown as claimed, and the total drops', async () => {
    renderRewards(<RewardCentrePage />);
    expect(await screen.findByRole('status', { name: 'Ready to claim' })).toHaveTextContent('¥ 96.88');
    const card = screen.getByRole('listitem', { name: 'First deposit bonus' });
    expect(
      within(screen.getByRole('listitem', { name: 'Lucky red packet' })).getByText('Expires tomorrow'),
    ).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(within(card).getByRole('button', { name: 'Claiming…' })).toBeDisabled();
    expect(rewardClaim).toHaveBeenCalledWith({ id: 'a' });
    releaseClaim();
    // The claim settles only after the rewards and the wallet are re-read: allow for a slow machine.
    expect(await within(card).findByText('Claimed', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Ready to claim' })).toHaveTextContent('¥ 8.88');
  });

  it('lists expired rewards without a claim button', async () => {
    renderRewards(<RewardCentrePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Expired' }));
    const card = screen.getByRole('listitem', { name: 'Birthday gift' });
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells trial players to use a real account instead of claiming', async () => {
    signInAs({ ...DEMO_SESSION, type: 4 });
    renderRewards(<RewardCentrePage />);
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'First deposit bonus' })).getByRole('button', {
        name: 'Claim',
      }),
    );
    expect(rewardClaim).not.toHaveBeenCalled();
  });

  describe('claiming one reward while another is being claimed', () => {
    const renderWithToasts = () => renderRewardsWithToasts(<RewardCentrePage />);
    const claimButton = (title: string, name: string) =>
      within(screen.getByRole('listitem', { name: title })).getByRole('button', { name });

    it('claims both, each with its own pending state and message', async () => {
      renderWithToasts();
      await screen.findByRole('listitem', { name: 'First deposit bonus' });
      await userEvent.click(claimButton('First deposit bonus', 'Claim'));
      await userEvent.click(claimButton('Lucky red packet', 'Claim'));

      expect(rewardClaim).toHaveBeenCalledWith({ id: 'b' });
      expect(claimButton('First deposit bonus', 'Claiming…')).toBeDisabled();
      expect(claimButton('Lucky red packet', 'Claiming…')).toBeDisabled();

      releaseClaim('b');
      expect(await screen.findByText('Claimed! ¥ 8.88 added to your wallet', {}, { timeout: 3000 })).toBeVisible();
      expect(claimButton('First deposit bonus', 'Claiming…')).toBeDisabled();
      releaseClaim('a');
      expect(await screen.findByText('Claimed! ¥ 88.00 added to your wallet', {}, { timeout: 3000 })).toBeVisible();
      expect(rewardClaim).toHaveBeenCalledTimes(2);
    });

    it('after a tab change and back, still shows a claim in flight as claiming, and tells its outcome', async () => {
      renderWithToasts();
      await screen.findByRole('listitem', { name: 'First deposit bonus' });
      await userEvent.click(claimButton('First deposit bonus', 'Claim'));
      await userEvent.click(screen.getByRole('button', { name: 'Expired' }));
      await userEvent.click(screen.getByRole('button', { name: 'To claim' }));

      expect(claimButton('First deposit bonus', 'Claiming…')).toBeDisabled();
      releaseClaim('a');
      expect(await screen.findByText('Claimed! ¥ 88.00 added to your wallet', {}, { timeout: 3000 })).toBeVisible();
      expect(rewardClaim).toHaveBeenCalledTimes(1);
    });
  });
});
