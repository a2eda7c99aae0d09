import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepositChannel, DepositPayload } from '@/api/types/member';
import {
  DEMO_SESSION,
  inPortuguese,
  inVietnamese,
  renderMember,
  setupMemberI18n,
  signInAs,
} from '../../testing/render';
import { siteStatus } from '@/queries/testing/site-status';
import { DepositPage } from './DepositPage';

let depFunc: '0' | '1' = '1';
const IMAGE_CDN = 'https://img.example.com';
const deposit = vi.fn(async ({ amount }: DepositPayload) => ({
  orderNo: 'D1',
  amount,
  bonus: amount / 100,
  balance: 1000 + amount * 1.01,
}));
const CHANNELS: DepositChannel[] = [
  {
    id: 'bank',
    name: 'Bank transfer',
    type: 'BANK',
    minAmount: 100,
    maxAmount: 50000,
    presetAmounts: [100, 500],
    bonusRate: 0,
    logo: 'payments/bank.svg',
    recommended: false,
  },
  {
    id: 'momo',
    name: 'MoMo',
    type: 'EWALLET',
    minAmount: 50,
    maxAmount: 20000,
    presetAmounts: [50, 200],
    bonusRate: 1,
    logo: 'data:image/svg+xml,',
    recommended: true,
  },
];

const depositChannels = vi.fn(async () => CHANNELS);

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    systemStatus: async () =>
      siteStatus({ imageCDNs: [IMAGE_CDN], mobileTemplate: { mem_cen: '1', dep_func: depFunc } }),
    memberWallet: async () => ({ sumBalance: 1000, currencySymbol: '¥' }),
    depositChannels: () => depositChannels(),
    deposit: (payload: DepositPayload) => deposit(payload),
  },
}));

beforeAll(setupMemberI18n);
beforeEach(() => {
  signInAs();
  deposit.mockClear();
});

describe('DepositPage', () => {
  it('tells a trial account to log in with a real one, without asking for channels', async () => {
    signInAs({ ...DEMO_SESSION, userName: 'trial1', type: 4 });
    renderMember(<DepositPage />, { path: '/m/voucherCenter' });
    expect(await screen.findByRole('note')).toHaveTextContent('Please login an actual account to use this function');
    expect(screen.getByRole('link', { name: 'Log in with a real account' })).toHaveAttribute('href', '/m/login');
    expect(screen.queryByRole('button', { name: 'Deposit now' })).not.toBeInTheDocument();
    expect(depositChannels).not.toHaveBeenCalled();
  });

  it('preselects the recommended channel, shows the bonus summary and the new balance after submitting', async () => {
    depFunc = '1';
    renderMember(<DepositPage />, { path: '/m/voucherCenter' });
    expect(await screen.findByRole('radio', { name: /MoMo/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '200' }));
    expect(await screen.findByText('Credited to your wallet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(deposit).toHaveBeenCalledWith({ channelId: 'momo', amount: 200 });
    const dialog = await screen.findByRole('dialog', { name: 'Deposit successful' });
    expect(within(dialog).getByText('¥ 1,202.00')).toBeInTheDocument();
  });

  it('ends with a way to customer service, the floating button being off this screen', async () => {
    renderMember(<DepositPage />, { path: '/m/voucherCenter' });
    expect(await screen.findByText('Need help with a payment?')).toContainElement(
      screen.getByRole('link', { name: 'Contact customer service' }),
    );
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/m/customer');
  });

  it("shows the channels' logos from the image CDN the site status names", async () => {
    depFunc = '1';
    renderMember(<DepositPage />, { path: '/m/voucherCenter' });
    const bank = (await screen.findByRole('radio', { name: /Bank transfer/ })).closest('label');
    await vi.waitFor(() =>
      expect(bank?.querySelector('img.channel__logo')).toHaveAttribute('src', `${IMAGE_CDN}/payments/bank.svg`),
    );
  });

  it('refuses an amount below the channel minimum without calling the server, keeping the input', async () => {
    depFunc = '1';
    renderMember(<DepositPage />, { path: '/m/voucherCenter' });
    await userEvent.click(await screen.findByText('Bank transfer'));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '99');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The minimum is ¥ 100.00');
    expect(amount).toHaveValue('99');
    expect(deposit).not.toHaveBeenCalled();
  });

  it('in Portuguese reads a decimal comma: "60,50" deposits 60.5, kept as typed', async () => {
    depFunc = '1';
    await inPortuguese();
    renderMember(<DepositPage />, { path: '/m/voucherCenter' });
    await screen.findByRole('radio', { name: /MoMo/ });
    const amount = screen.getByRole('textbox', { name: 'Valor' });
    await userEvent.type(amount, '60,');
    expect(amount).toHaveValue('60,');
    await userEvent.type(amount, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Depositar agora' }));
    expect(deposit).toHaveBeenCalledWith({ channelId: 'momo', amount: 60.5 });
  });

  it('shows whole quick amounts without decimals in Portuguese too ("50", not "50,00")', async () => {
    depFunc = '1';
    await inPortuguese();
    renderMember(<DepositPage />, { path: '/m/voucherCenter' });
    const chips = await screen.findByRole('group', { name: 'Valores rápidos' });
    expect(within(chips).getByRole('button', { name: '50' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: '200' })).toBeInTheDocument();
  });

  it('in Vietnamese writes the limits with the symbol after the amount, as the balance has it', async () => {
    depFunc = '1';
    await inVietnamese();
    renderMember(<DepositPage />, { path: '/m/voucherCenter' });
    expect(await screen.findByRole('status', { name: 'Tổng số dư' })).toHaveTextContent('1.000,00 ¥');
    await screen.findByRole('radio', { name: /MoMo/ });
    const amount = screen.getByRole('textbox', { name: 'Số tiền' });
    // Intl keeps the symbol on the amount's line with a no-break space (text matchers read it as a space).
    expect(amount).toHaveAccessibleDescription('Tối thiểu 50,00\u00a0¥, tối đa 20.000,00\u00a0¥');
    await userEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    await userEvent.type(amount, '99');
    await userEvent.click(screen.getByRole('button', { name: 'Nạp ngay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tối thiểu là 100,00 ¥');
  });

  it('uses the base template (plain list, no summary) when dep_func is not 1', async () => {
    depFunc = '0';
    renderMember(<DepositPage />, { path: '/m/voucherCenter' });
    await screen.findByRole('radio', { name: /MoMo/ });
    await userEvent.click(screen.getByRole('button', { name: '200' }));
    expect(screen.queryByText('Credited to your wallet')).not.toBeInTheDocument();
    expect(document.querySelectorAll('img.channel__logo')).toHaveLength(0);
  });
});
