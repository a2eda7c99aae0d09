import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { api, ApiError, errorMessageKey } from '@/api';
import type { DepositPayload } from '@/api/types/member';
import { createQueryClient } from '@/app/query-client';
import { useToastStore } from '@/components/ui/toast';
import i18next from 'i18next';
import { openSession, setUpMockServer } from '../../mock-server/testing';
import { setupEnglish } from '../support/render';
import { useMoneyMutation } from '@/hooks/use-money-mutation';

/** The shared hook (src/hooks) through the app's query client (so it lives here, not beside the hook), real HTTP adapter and the in-page mock backend. */
vi.mock('../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));

/** The deployment's call timeout (VITE_REQUEST_TIMEOUT_MS, read when the config loads), short here; `mock.slow` answers after it. */
const TIMEOUT_MS = vi.hoisted(() => {
  const ms = 500;
  vi.stubEnv('VITE_REQUEST_TIMEOUT_MS', String(ms));
  return ms;
});
const LATE_MS = 3 * TIMEOUT_MS;
const DEPOSIT: DepositPayload = { channelId: 'ch-bank', amount: 500 };

const mock = setUpMockServer({ fail: [], slow: {}, offline: false });
beforeAll(() => setupEnglish('member'));
beforeEach(() => openSession(mock(), 'demo01'));

const balance = () => mock().db.userByName('demo01')!.balance;
const deposits = () =>
  mock()
    .db.slice<{ transactions: { type: string }[] }>('member', () => ({ transactions: [] }))
    .transactions.filter((t) => t.type === 'D');
const message = (error: unknown) => i18next.t(`common:${errorMessageKey(error)}`);
const loadingToasts = () =>
  useToastStore
    .getState()
    .toasts.filter((t) => t.kind === 'loading')
    .map((t) => t.text);

/** Every loading toast shown while a test runs. */
const seen = { toasts: [] as string[] };
beforeEach(() => {
  seen.toasts = [];
  return useToastStore.subscribe(() =>
    seen.toasts.push(...loadingToasts().filter((text) => !seen.toasts.includes(text))),
  );
});

let client: QueryClient;

function renderDeposit() {
  client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMoneyMutation('deposit', {}), { wrapper }).result;
}

describe('useMoneyMutation', () => {
  it('fails at once with "no network" while offline, and sends nothing when the connection returns', async () => {
    const before = balance();
    const result = renderDeposit();
    act(() => mock().set({ offline: true }));
    act(() => result.current.mutate(DEPOSIT));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(message(result.current.error)).toBe('No network, please check your connection');

    act(() => mock().set({ offline: false }));
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    expect(result.current.isError).toBe(true);
    expect(deposits()).toHaveLength(0);
    expect(balance()).toBe(before);
  });

  it('sends nothing while the browser reports itself offline, even where a request might still get through', async () => {
    const before = balance();
    const deposit = vi.spyOn(api, 'deposit');
    const result = renderDeposit();
    act(() => onlineManager.setOnline(false));
    act(() => result.current.mutate(DEPOSIT));
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => onlineManager.setOnline(true));
    expect(message(result.current.error)).toBe('No network, please check your connection');
    expect(deposit).not.toHaveBeenCalled();
    deposit.mockRestore();
    expect(balance()).toBe(before);
  });

  it('after a timeout says "Checking your deposit…", then gives the deposit’s real answer; a second tap meanwhile sends nothing', async () => {
    const before = balance();
    // The check itself takes a while here, so the player can tap again during it.
    mock().set({ slow: { deposit: LATE_MS, orderStatus: (2 * TIMEOUT_MS) / 3 } });
    const result = renderDeposit();
    act(() => {
      result.current.mutate(DEPOSIT);
      result.current.mutate(DEPOSIT);
    });
    await waitFor(() => expect(result.current.checking).toBe(true));
    act(() => result.current.mutate(DEPOSIT));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen.toasts).toEqual(['Checking your deposit…']);
    expect(result.current.data).toMatchObject({ amount: 500, balance: before + 500 });
    expect(result.current.checking).toBe(false);
    expect(loadingToasts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    expect(deposits()).toHaveLength(1);
    expect(balance()).toBe(before + 500);
  });

  it('when the outcome cannot be read back says so without calling it failed and reads the wallet again; the same order sent again is answered, not charged twice', async () => {
    const before = balance();
    mock().set({ slow: { deposit: LATE_MS }, fail: ['orderStatus'] });
    const result = renderDeposit();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    act(() => result.current.mutate(DEPOSIT));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(message(result.current.error)).toBe(
      'We could not confirm your deposit. Please check your transaction records.',
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet', 'demo01'] });

    mock().set({ slow: {}, fail: [] });
    act(() => result.current.mutate(DEPOSIT));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ balance: before + 500 });
    expect(deposits()).toHaveLength(1);
    expect(balance()).toBe(before + 500);
  });

  it('says "nothing was charged" when the order never arrived, and a new try is a new order', async () => {
    const before = balance();
    mock().set({ slow: { deposit: LATE_MS }, fail: ['deposit'] });
    const result = renderDeposit();
    act(() => result.current.mutate(DEPOSIT));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(message(result.current.error)).toBe('Your deposit was not completed. Nothing was charged.');
    expect(balance()).toBe(before);

    mock().set({ slow: {}, fail: [] });
    act(() => result.current.mutate(DEPOSIT));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(balance()).toBe(before + 500);
  });

  it('reads a lookup answer it does not know as unconfirmed, never as a success', async () => {
    mock().set({ slow: { deposit: LATE_MS } });
    const lookup = vi.spyOn(api, 'orderStatus').mockResolvedValue({ state: 'PROCESSING' } as never);
    const result = renderDeposit();
    act(() => result.current.mutate(DEPOSIT));
    await waitFor(() => expect(result.current.isError).toBe(true));
    lookup.mockRestore();
    expect(message(result.current.error)).toBe(
      'We could not confirm your deposit. Please check your transaction records.',
    );
  });

  it('gives each new order its own key: the same figures after a success are a second deposit', async () => {
    const before = balance();
    const deposit = vi.spyOn(api, 'deposit');
    const result = renderDeposit();
    for (const n of [1, 2]) {
      act(() => result.current.mutate(DEPOSIT));
      await waitFor(() => expect(result.current.data?.balance).toBe(before + 500 * n));
    }
    const keys = deposit.mock.calls.map(([, options]) => options!.idempotencyKey);
    deposit.mockRestore();
    expect(new Set(keys).size).toBe(2);
    expect(deposits()).toHaveLength(2);
  });

  it('after a server error reads the order back instead of calling it failed: one that never arrived was not charged, and a new try is a new order', async () => {
    const before = balance();
    const deposit = vi.spyOn(api, 'deposit');
    mock().set({ fail: ['deposit'] });
    const result = renderDeposit();
    act(() => result.current.mutate(DEPOSIT));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(seen.toasts).toEqual(['Checking your deposit…']);
    expect(message(result.current.error)).toBe('Your deposit was not completed. Nothing was charged.');
    expect(balance()).toBe(before);

    mock().set({ fail: [] });
    act(() => result.current.mutate(DEPOSIT));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [first, second] = deposit.mock.calls.map(([, options]) => options!.idempotencyKey);
    deposit.mockRestore();
    // The lookup closed the first key, so the new try carries its own.
    expect(second).not.toBe(first);
    expect(balance()).toBe(before + 500);
  });

  it('after a connection lost once the order was sent, tells the order’s real outcome: it went through', async () => {
    const before = balance();
    const send = api.deposit;
    // The platform takes the deposit, and its answer is lost on the way back.
    const deposit = vi.spyOn(api, 'deposit').mockImplementation(async (payload, options) => {
      await send(payload, options);
      throw new ApiError('network', 'deposit');
    });
    const result = renderDeposit();
    act(() => result.current.mutate(DEPOSIT));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    deposit.mockRestore();
    expect(seen.toasts).toEqual(['Checking your deposit…']);
    expect(result.current.data).toMatchObject({ amount: 500, balance: before + 500 });
    expect(deposits()).toHaveLength(1);
  });

  it('refuses a call that moves no money', () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useMoneyMutation('memberWallet' as 'deposit', {}), { wrapper })).toThrow(
      'memberWallet is not a money call',
    );
  });
});
