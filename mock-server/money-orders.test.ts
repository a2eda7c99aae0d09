import { api } from '@/api';
import { applyQuery, defaultControls } from './controls';
import { KEPT_KEYS_PER_PLAYER } from './money-orders';
import { failure, logIn, newOrder, setUpMockServer } from './testing';

/** The gateway's idempotency for money calls and `mock.slow`, through the app's real HTTP adapter. */
vi.mock('./panel/mount', () => ({ mountDemoPanel: () => undefined }));

const mock = setUpMockServer({ fail: [], slow: {} });
const DEPOSIT = { channelId: 'ch-bank', amount: 500 };
const balance = async () => (await api.memberWallet()).sumBalance;
const deposits = () =>
  mock()
    .db.slice<{ transactions: { type: string }[] }>('member', () => ({ transactions: [] }))
    .transactions.filter((t) => t.type === 'D');

beforeEach(() => logIn('demo01'));

describe('money calls and their idempotency keys', () => {
  it('answers the same key twice with the first answer, carrying the order out once', async () => {
    const before = await balance();
    const order = newOrder();
    const first = await api.deposit(DEPOSIT, order);
    expect(first.balance).toBe(before + 500);
    expect(await api.deposit(DEPOSIT, order)).toEqual(first);
    expect(await balance()).toBe(before + 500);
    expect(deposits()).toHaveLength(1);

    const second = await api.deposit(DEPOSIT, newOrder());
    expect(second.orderNo).not.toBe(first.orderNo);
    expect(await balance()).toBe(before + 1000);
  });

  it('answers a business refusal again under its key, and keeps no 5xx, so a retry with the key runs', async () => {
    const order = newOrder();
    const payload = { amount: 100, cardId: 'u-demo01-card-1', paymentPassword: '654321' };
    expect((await failure(api.withdraw(payload, order))).errorCode).toBe('payment.password.error');
    expect((await failure(api.withdraw(payload, order))).errorCode).toBe('payment.password.error');

    const retried = newOrder();
    mock().set({ fail: ['deposit'] });
    expect((await failure(api.deposit(DEPOSIT, retried))).kind).toBe('server');
    mock().set({ fail: [] });
    await expect(api.deposit(DEPOSIT, retried)).resolves.toMatchObject({ amount: 500 });
  });

  it('refuses a money call without a key, and a key reused for another payload', async () => {
    const before = await balance();
    const bare = await fetch('/wps/member/deposit', {
      method: 'POST',
      headers: {
        Merchant: 'DEMO',
        Authorization: mock().db.state.sessions[0]!.token,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(DEPOSIT),
    });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({
      success: false,
      errorCode: 'validation.required',
      value: { field: 'Idempotency-Key' },
    });

    const order = newOrder();
    await api.deposit(DEPOSIT, order);
    expect((await failure(api.deposit({ ...DEPOSIT, amount: 900 }, order))).errorCode).toBe('validation.error');
    expect(await balance()).toBe(before + 500);
  });

  it('reads an order back by its key: completed with its answer, refused with its code, or not received (and then closed)', async () => {
    const done = newOrder();
    const answer = await api.deposit(DEPOSIT, done);
    expect(await api.orderStatus({ idempotencyKey: done.idempotencyKey! })).toEqual({
      state: 'COMPLETED',
      value: answer,
    });

    const refused = newOrder();
    await failure(api.withdraw({ amount: 100, cardId: 'u-demo01-card-1', paymentPassword: '654321' }, refused));
    expect(await api.orderStatus({ idempotencyKey: refused.idempotencyKey! })).toEqual({
      state: 'REFUSED',
      errorCode: 'payment.password.error',
    });

    const late = newOrder();
    const before = await balance();
    expect(await api.orderStatus({ idempotencyKey: late.idempotencyKey! })).toEqual({ state: 'NOT_RECEIVED' });
    expect((await failure(api.deposit(DEPOSIT, late))).errorCode).toBe('order.closed');
    expect(await balance()).toBe(before);
  });

  it('keeps keys per player: another player’s key is a new order of theirs', async () => {
    const order = newOrder();
    await api.deposit(DEPOSIT, order);
    await logIn('vip01');
    const before = await balance();
    await api.deposit(DEPOSIT, order);
    expect(await balance()).toBe(before + 500);
  });

  it('keeps only the newest keys of a player', async () => {
    for (let i = 0; i <= KEPT_KEYS_PER_PLAYER; i += 1) await api.orderStatus({ idempotencyKey: `key-${i}` });
    const kept = mock().db.slice<Record<string, Record<string, unknown>>>('moneyOrders', () => ({}));
    const keys = Object.values(kept)[0]!;
    expect(Object.keys(keys)).toHaveLength(KEPT_KEYS_PER_PLAYER);
  });
});

describe('mock.slow', () => {
  it('parses NAME:MS pairs from the query, dropping entries without a delay', () => {
    const { controls } = applyQuery(defaultControls(), '?mock.slow=deposit:12000,%20withdraw:500,login:0,bad');
    expect(controls.slow).toEqual({ deposit: 12000, withdraw: 500 });
  });

  it('carries the call out at once and answers late: the client times out although the order went through', async () => {
    const before = await balance();
    mock().set({ slow: { deposit: 400 } });
    const order = newOrder();
    const timedOut = await failure(api.deposit(DEPOSIT, { ...order, timeoutMs: 100 }));
    expect(timedOut.kind).toBe('timeout');
    expect(mock().db.userByName('demo01')!.balance).toBe(before + 500);
    expect(await api.orderStatus({ idempotencyKey: order.idempotencyKey! })).toMatchObject({
      state: 'COMPLETED',
      value: { balance: before + 500 },
    });
    expect(await balance()).toBe(before + 500);
  });
});
