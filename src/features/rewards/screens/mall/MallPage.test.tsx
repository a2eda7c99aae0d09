import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api';
import type { MallItem } from '@/api/types/rewards';
import { useToastStore } from '@/components/ui/toast';
import { memberKeys } from '@/queries/keys';
import { siteStatus } from '@/queries/testing/site-status';
import { renderRewards, renderRewardsWithToasts, setupRewardsI18n, signInAs } from '../../testing/render';
import { MallPage } from './MallPage';

const item = (id: string, name: string, points: number, stock: number, kind: MallItem['kind'] = 'CASH'): MallItem => ({
  id,
  name,
  points,
  stock,
  kind,
  cashValue: kind === 'CASH' ? 10 : 0,
  image: `mall/${id}.png`,
});
let points: number;
const IMAGE_CDN = 'https://img.example.com';
/** Set by a test to hold the redemption's answer until it says so. */
let answerLater: Promise<void> | null;
const mallRedeem = vi.fn(async ({ itemId }: { itemId: string }) => {
  await answerLater;
  points -= itemId === 'cash10' ? 500 : 0;
  return { points, balance: 1010 };
});

/** Holds the next redemption's answer: `answer()` sends it, `refuse()` fails it with the code. */
function holdRedemption() {
  let answer = () => {};
  let refuse = (_code: string) => {};
  answerLater = new Promise<void>((resolve, reject) => {
    answer = resolve;
    refuse = (code) => reject(new ApiError('business', 'mallRedeem', code));
  });
  return { answer: () => answer(), refuse: (code: string) => refuse(code) };
}

/** Opens the voucher's confirmation and confirms it; the dialog is returned. */
async function confirmVoucher() {
  await userEvent.click(
    within(await screen.findByRole('listitem', { name: 'Cash voucher 10' })).getByRole('button', { name: 'Redeem' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Redeem this item?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
  return dialog;
}

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    systemStatus: async () => siteStatus({ imageCDNs: [IMAGE_CDN] }),
    memberWallet: async () => ({ sumBalance: 1000, currencySymbol: '¥' }),
    mall: async () => ({
      points,
      items: [
        item('cash10', 'Cash voucher 10', 500, 999),
        item('watch', 'Smart watch', 30000, 8, 'GOODS'),
        item('phone', 'Flagship phone', 120000, 0, 'GOODS'),
      ],
    }),
    mallRedeem: (payload: { itemId: string }) => mallRedeem(payload),
  },
}));

beforeAll(setupRewardsI18n);
beforeEach(() => {
  signInAs();
  mallRedeem.mockClear();
  answerLater = null;
  // A message left by an earlier test must not pass for this one's.
  useToastStore.setState({ toasts: [] });
  points = 1280;
});

describe('MallPage', () => {
  it('redeems a cash voucher after confirming: points drop and the wallet is re-read', async () => {
    const { client } = renderRewards(<MallPage />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect(await screen.findByRole('status', { name: 'My points' })).toHaveTextContent('1,280');
    const voucher = screen.getByRole('listitem', { name: 'Cash voucher 10' });
    expect(within(voucher).getByText('Credits ¥ 10.00 to your wallet')).toBeInTheDocument();
    await userEvent.click(within(voucher).getByRole('button', { name: 'Redeem' }));

    const dialog = screen.getByRole('dialog', { name: 'Redeem this item?' });
    expect(dialog).toHaveTextContent('Spend 500 points on Cash voucher 10? You will have 780 points left.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(mallRedeem).toHaveBeenCalledWith({ itemId: 'cash10' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(await screen.findByRole('status', { name: 'My points' })).toHaveTextContent('780');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: memberKeys.wallet('demo01') });
  });

  it('cancels without redeeming', async () => {
    renderRewards(<MallPage />);
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Cash voucher 10' })).getByRole('button', { name: 'Redeem' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mallRedeem).not.toHaveBeenCalled();
  });

  it('disables items out of stock or beyond the points, and flags low stock', async () => {
    renderRewards(<MallPage />);
    const phone = await screen.findByRole('listitem', { name: 'Flagship phone' });
    expect(within(phone).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    const watch = screen.getByRole('listitem', { name: 'Smart watch' });
    expect(within(watch).getByRole('button', { name: 'Not enough points' })).toBeDisabled();
    expect(within(watch).getByText('Only 8 left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    expect(screen.queryByRole('listitem', { name: 'Cash voucher 10' })).not.toBeInTheDocument();
  });

  it("shows each item's picture from the image CDN the site status names", async () => {
    renderRewards(<MallPage />);
    const watch = await screen.findByRole('listitem', { name: 'Smart watch' });
    await vi.waitFor(() =>
      expect(within(watch).getByRole('img', { name: 'Smart watch' })).toHaveAttribute(
        'src',
        `${IMAGE_CDN}/mall/watch.png`,
      ),
    );
  });

  describe('closing the confirmation while the redemption is sent', () => {
    const renderWithToasts = () => renderRewardsWithToasts(<MallPage />);

    it('still tells the player it was redeemed', async () => {
      const held = holdRedemption();
      renderWithToasts();
      const dialog = await confirmVoucher();
      expect(within(dialog).getByRole('button', { name: 'Redeeming…' })).toBeDisabled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      held.answer();
      expect(await screen.findByText('Redeemed! ¥ 10.00 added to your wallet', {}, { timeout: 3000 })).toBeVisible();
      expect(await screen.findByRole('status', { name: 'My points' })).toHaveTextContent('780');
    });

    it('still tells the player why it failed', async () => {
      const held = holdRedemption();
      renderWithToasts();
      await userEvent.click(within(await confirmVoucher()).getByRole('button', { name: 'Cancel' }));

      held.refuse('balance.insufficient');
      expect(await screen.findByText('Insufficient balance', {}, { timeout: 3000 })).toBeVisible();
    });

    it('opened again meanwhile, shows it is still sending instead of offering to send it again', async () => {
      const held = holdRedemption();
      renderWithToasts();
      await userEvent.click(within(await confirmVoucher()).getByRole('button', { name: 'Cancel' }));
      await userEvent.click(
        within(screen.getByRole('listitem', { name: 'Cash voucher 10' })).getByRole('button', { name: 'Redeem' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Redeem this item?' });
      expect(within(dialog).getByRole('button', { name: 'Redeeming…' })).toBeDisabled();
      expect(mallRedeem).toHaveBeenCalledTimes(1);

      held.answer();
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    });
  });
});
