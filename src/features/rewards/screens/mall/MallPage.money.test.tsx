import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api';
import { openSession, setUpMockServer } from '../../../../../mock-server/testing';
import { renderRewardsWithToasts, setupRewardsI18n } from '../../testing/render';
import { MallPage } from './MallPage';

/** A redemption whose answer comes after the call's timeout, against the in-page mock backend and the real HTTP adapter. */
vi.mock('../../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));

/** The deployment's call timeout (VITE_REQUEST_TIMEOUT_MS, read when the config loads), short here. */
const TIMEOUT_MS = vi.hoisted(() => {
  const ms = 500;
  vi.stubEnv('VITE_REQUEST_TIMEOUT_MS', String(ms));
  return ms;
});
const LATE_MS = 3 * TIMEOUT_MS;

const mock = setUpMockServer({ fail: [], slow: {} });
beforeAll(setupRewardsI18n);
beforeEach(() => openSession(mock(), 'demo01'));

const balance = () => mock().db.userByName('demo01')!.balance;

async function redeemVoucher() {
  const { points, items } = await api.mall();
  const voucher = items.find((i) => i.name === 'Cash voucher 10')!;
  renderRewardsWithToasts(<MallPage />);
  await userEvent.click(
    within(await screen.findByRole('listitem', { name: 'Cash voucher 10' })).getByRole('button', { name: 'Redeem' }),
  );
  const confirm = within(screen.getByRole('dialog', { name: 'Redeem this item?' })).getByRole('button', {
    name: 'Redeem',
  });
  await userEvent.click(confirm);
  return { points, cost: voucher.points, confirm };
}

describe('MallPage: a redemption answered after the timeout', () => {
  it('shows "Checking your redemption…", then the redemption it really made, once', async () => {
    const before = balance();
    mock().set({ slow: { mallRedeem: LATE_MS, orderStatus: TIMEOUT_MS / 2 } });
    const { points, cost } = await redeemVoucher();
    // While the dialog is open its own toaster shows the toasts too (Dialog.tsx; CSS hides the page's in the app).
    expect(await screen.findAllByText('Checking your redemption…', {}, { timeout: 3 * TIMEOUT_MS })).not.toHaveLength(
      0,
    );
    await screen.findAllByText('Redeemed! ¥ 10.00 added to your wallet', {}, { timeout: 3 * TIMEOUT_MS });
    expect(screen.queryByText('Request failed, please try again')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    expect((await api.mall()).points).toBe(points - cost);
    expect(balance()).toBe(before + 10);
  });

  it('closed while it is sent, still shows "Checking your redemption…", then the redemption it really made', async () => {
    mock().set({ slow: { mallRedeem: LATE_MS, orderStatus: TIMEOUT_MS / 2 } });
    const { points, cost } = await redeemVoucher();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Checking your redemption…', {}, { timeout: 3 * TIMEOUT_MS })).toBeInTheDocument();
    await screen.findByText('Redeemed! ¥ 10.00 added to your wallet', {}, { timeout: 3 * TIMEOUT_MS });
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    expect((await api.mall()).points).toBe(points - cost);
  });

  it('says it could not confirm it, keeps the dialog, and a second tap of the same order is answered without spending twice', async () => {
    const before = balance();
    mock().set({ slow: { mallRedeem: LATE_MS }, fail: ['orderStatus'] });
    const { points, cost, confirm } = await redeemVoucher();
    await screen.findAllByText(
      'We could not confirm your redemption. Please check your points and records.',
      {},
      { timeout: 3 * TIMEOUT_MS },
    );
    expect(screen.getByRole('dialog', { name: 'Redeem this item?' })).toBeInTheDocument();

    mock().set({ slow: {}, fail: [] });
    // The message comes first; the button is offered again once points and wallet have been re-read.
    await vi.waitFor(() => expect(confirm).toBeEnabled(), { timeout: 3 * TIMEOUT_MS });
    await userEvent.click(confirm);
    await screen.findByText('Redeemed! ¥ 10.00 added to your wallet');
    expect((await api.mall()).points).toBe(points - cost);
    expect(balance()).toBe(before + 10);
  });
});
