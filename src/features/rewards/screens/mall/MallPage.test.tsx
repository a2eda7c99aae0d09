import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MallItem } from '@/api/types/rewards';
import { memberKeys } from '@/queries/keys';
import { renderRewards, setupRewardsI18n, signInAs } from '../../testing/render';
import { MallPage } from './MallPage';

const item = (id: string, name: string, points: number, stock: number, kind: MallItem['kind'] = 'CASH'): MallItem => ({
  id,
  name,
  points,
  stock,
  kind,
  cashValue: kind === 'CASH' ? 10 : 0,
  image: 'data:image/svg+xml,',
});
let points: number;
const mallRedeem = vi.fn(async ({ itemId }: { itemId: string }) => {
  points -= itemId === 'cash10' ? 500 : 0;
  return { points, balance: 1010 };
});

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
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
});
