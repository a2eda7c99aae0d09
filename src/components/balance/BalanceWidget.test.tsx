import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../../locales/en/common.json';
import type { Wallet } from '@/api/types/member';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { BALANCE_MASK, BalanceWidget } from './BalanceWidget';

const memberWallet = vi.fn<() => Promise<Wallet>>();
vi.mock('@/api', () => ({ api: { memberWallet: () => memberWallet() } }));

beforeAll(() =>
  i18next.use(initReactI18next).init({ lng: 'EN', ns: ['common'], defaultNS: 'common', resources: { EN: { common } } }),
);

beforeEach(() => {
  memberWallet.mockReset();
  useUiStore.setState({ balanceHidden: false });
  useSessionStore.setState({
    session: { token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false },
  });
});

function renderWidget() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BalanceWidget />
    </QueryClientProvider>,
  );
}

const amount = () => screen.getByRole('status', { name: 'Total balance' });

describe('BalanceWidget', () => {
  it('shows the total balance with 2 decimals and the currency symbol', async () => {
    memberWallet.mockResolvedValue({ sumBalance: 12345.6, currencySymbol: '¥' });
    renderWidget();
    expect(await screen.findByText('¥ 12,345.60')).toBeInTheDocument();
  });

  it('masks the balance with asterisks when hidden, and shows it again', async () => {
    memberWallet.mockResolvedValue({ sumBalance: 12345.67, currencySymbol: '¥' });
    renderWidget();
    await screen.findByText('¥ 12,345.67');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance', pressed: false }));
    expect(amount()).toHaveTextContent(BALANCE_MASK);
    expect(BALANCE_MASK).toMatch(/^\*+$/);
    expect(amount()).not.toHaveTextContent('12,345.67');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance', pressed: true }));
    expect(amount()).toHaveTextContent('¥ 12,345.67');
  });

  it('refreshes on the refresh button, masked while refreshing', async () => {
    memberWallet.mockResolvedValueOnce({ sumBalance: 10, currencySymbol: '¥' });
    renderWidget();
    await screen.findByText('¥ 10.00');
    let answer!: (wallet: Wallet) => void;
    memberWallet.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(amount()).toHaveTextContent(BALANCE_MASK);
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
    await act(async () => answer({ sumBalance: 25.5, currencySymbol: '¥' }));
    expect(await screen.findByText('¥ 25.50')).toBeInTheDocument();
  });
});
