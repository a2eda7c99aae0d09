import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { ApiError } from '@/api';
import type { WithdrawInfo, WithdrawPayload } from '@/api/types/member';
import { useSession, useSessionStore } from '@/stores/session';
import { DEMO_SESSION, inPortuguese, renderMember, setupMemberI18n, signInAs } from '../../testing/render';
import { WithdrawPage } from './WithdrawPage';

const INFO: WithdrawInfo = {
  minAmount: 100,
  maxAmount: 5000,
  dailyTimes: 5,
  timesLeftToday: 3,
  hasPaymentPassword: true,
  cards: [
    { id: 'c1', bankName: 'Vietcombank', cardTail: '1234', holderName: 'Demo' },
    { id: 'c2', bankName: 'Techcombank', cardTail: '5678', holderName: 'Demo' },
  ],
};
const withdraw = vi.fn<(p: WithdrawPayload) => Promise<unknown>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    memberWallet: async () => ({ sumBalance: 1000, currencySymbol: '¥' }),
    withdrawInfo: async () => INFO,
    withdraw: (p: WithdrawPayload) => withdraw(p),
  },
}));

/** As the client does on a 401: the session expires (the app then leaves for /m/login). */
const answerUnauthorized = async () => {
  useSessionStore.getState().expire('/m/withdraw');
  throw new ApiError('unauthorized', 'withdraw', 'login.not.session', undefined, undefined, 401);
};

/** The protected route: the form while logged in, the login page (here a stand-in) when not. */
function ProtectedWithdraw() {
  return useSession() ? <WithdrawPage /> : <p>login page</p>;
}

beforeAll(setupMemberI18n);
beforeEach(() => {
  signInAs();
  withdraw.mockReset();
});

const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const password = () => screen.getByLabelText('Payment password', { exact: true });

async function fillAndSubmit() {
  renderMember(<ProtectedWithdraw />, { path: '/m/withdraw' });
  await userEvent.click(await screen.findByRole('radio', { name: /Techcombank/ }));
  await userEvent.type(amount(), '250');
  await userEvent.type(password(), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
  await screen.findByText('login page');
}

describe('withdraw form across an expired session', () => {
  it('tells a trial account to log in with a real one, without a form', async () => {
    signInAs({ ...DEMO_SESSION, userName: 'trial1', type: 4 });
    renderMember(<WithdrawPage />, { path: '/m/withdraw' });
    expect(await screen.findByRole('note')).toHaveTextContent('Please login an actual account to use this function');
    expect(screen.getByRole('link', { name: 'Log in with a real account' })).toHaveAttribute('href', '/m/login');
    expect(screen.queryByLabelText('Payment password')).not.toBeInTheDocument();
  });

  it('gives back the card and amount after the same player logs in again, never the payment password', async () => {
    withdraw.mockImplementation(answerUnauthorized);
    await fillAndSubmit();
    expect(sessionStorage.getItem('MC_FORM_DRAFTS')).not.toContain('123456');
    act(() => useSessionStore.getState().signIn(DEMO_SESSION));
    expect(await screen.findByRole('radio', { name: /Techcombank/ })).toBeChecked();
    expect(amount()).toHaveValue('250');
    expect(password()).toHaveValue('');
  });

  it('gives them back once: the next visit starts afresh', async () => {
    withdraw.mockImplementation(answerUnauthorized);
    await fillAndSubmit();
    act(() => useSessionStore.getState().signIn(DEMO_SESSION));
    await waitFor(() => expect(amount()).toHaveValue('250'));
    act(() => useSessionStore.getState().signOut());
    act(() => useSessionStore.getState().signIn(DEMO_SESSION));
    expect(await screen.findByRole('radio', { name: /Vietcombank/ })).toBeChecked();
    expect(amount()).toHaveValue('');
  });

  it('does not give them to another player', async () => {
    withdraw.mockImplementation(answerUnauthorized);
    await fillAndSubmit();
    act(() => useSessionStore.getState().signIn({ ...DEMO_SESSION, userName: 'vip01', token: 't-vip' }));
    await screen.findByRole('radio', { name: /Vietcombank/ });
    expect(amount()).toHaveValue('');
  });

  it('keeps nothing after a successful withdrawal', async () => {
    withdraw.mockResolvedValueOnce({ orderNo: 'W1', amount: 250, balance: 750 });
    renderMember(<ProtectedWithdraw />, { path: '/m/withdraw' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '250');
    await userEvent.type(password(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    await screen.findByRole('dialog', { name: 'Withdrawal submitted' });
    act(() => useSessionStore.getState().expire('/m/withdraw'));
    await screen.findByText('login page');
    act(() => useSessionStore.getState().signIn(DEMO_SESSION));
    await screen.findByRole('radio', { name: /Vietcombank/ });
    expect(amount()).toHaveValue('');
  });
});

/** The summary's rows as label/value pairs. */
const summary = () =>
  [...document.querySelectorAll('.summary-rows__row')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent?.replace(/\s/g, ' '),
  ]);

describe('withdraw amounts', () => {
  it('in Portuguese reads "160,50" as 160.5, not 16050', async () => {
    withdraw.mockResolvedValueOnce({ orderNo: 'W1', amount: 160.5, balance: 839.5 });
    await inPortuguese();
    renderMember(<WithdrawPage />, { path: '/m/withdraw' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Valor' }), '160,50');
    // What is read is shown before it is sent.
    expect(summary()).toEqual([
      ['Valor do saque', '¥ 160,50'],
      ['Saldo após o saque', '¥ 839,50'],
    ]);
    await userEvent.type(screen.getByLabelText('Senha de pagamento', { exact: true }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sacar agora' }));
    expect(withdraw).toHaveBeenCalledWith({ amount: 160.5, cardId: 'c1', paymentPassword: '123456' });
  });

  it('ends with a way to customer service, the floating button being off this screen', async () => {
    renderMember(<WithdrawPage />, { path: '/m/withdraw' });
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/m/customer',
    );
  });

  it('shows no summary until the amount is one that can be sent', async () => {
    renderMember(<WithdrawPage />, { path: '/m/withdraw' });
    const field = await screen.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(field, '50');
    expect(summary()).toEqual([]);
    await userEvent.type(field, '0.7');
    expect(summary()).toEqual([
      ['Withdrawal amount', '¥ 500.70'],
      ['Balance after withdrawal', '¥ 499.30'],
    ]);
  });
});
