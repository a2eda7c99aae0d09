import { api } from '@/api';
import { getConfig } from '@/config/runtime';
import { formatDate } from '@/lib/format';
import { failure, logIn, newOrder, signIn, setUpMockServer } from '../testing';

/** The rewards handlers through the app's real HTTP adapter. */
vi.mock('../panel/mount', () => ({ mountDemoPanel: () => undefined }));

setUpMockServer();
const DAY_MS = 86_400_000;
const today = formatDate(new Date());
const daysAgo = (n: number) => formatDate(new Date(Date.now() - n * DAY_MS));

const balance = async () => (await api.memberWallet()).sumBalance;

describe('rewards mock', () => {
  it('pages demo01’s game records with a summary of the whole range and refuses ranges over a month', async () => {
    await logIn('demo01');
    const query = { startDate: daysAgo(29), endDate: today, gameType: '', pageNo: 1, pageSize: 10 };
    const first = await api.gameRecords(query);
    expect(first.list).toHaveLength(10);
    expect(first.summary.count).toBe(first.total);
    const second = await api.gameRecords({ ...query, pageNo: 2 });
    expect(second.list[0]!.time <= first.list[9]!.time).toBe(true);
    const live = await api.gameRecords({ ...query, gameType: 'LIVE', pageSize: 100 });
    expect(live.list.every((r) => r.gameType === 'LIVE')).toBe(true);
    expect((await failure(api.gameRecords({ ...query, startDate: daysAgo(31) }))).errorCode).toBe('validation.error');
    expect((await failure(api.gameRecords({ ...query, startDate: today, endDate: daysAgo(1) }))).errorCode).toBe(
      'validation.error',
    );
  });

  it('claims a reward once into the wallet and refuses expired ones', async () => {
    await logIn('demo01');
    const before = await balance();
    const rewards = await api.rewards();
    const claimable = rewards.find((r) => r.status === 'CLAIMABLE')!;
    const expired = rewards.find((r) => r.status === 'EXPIRED')!;
    expect(await api.rewardClaim({ id: claimable.id }, newOrder())).toEqual({
      amount: claimable.amount,
      balance: before + claimable.amount,
    });
    expect((await api.rewards()).find((r) => r.id === claimable.id)!.status).toBe('CLAIMED');
    expect((await failure(api.rewardClaim({ id: claimable.id }, newOrder()))).errorCode).toBe('validation.error');
    expect((await failure(api.rewardClaim({ id: expired.id }, newOrder()))).errorCode).toBe('validation.error');
  });

  it('signs demo01 in once a day, extending the streak and adding the ladder’s points', async () => {
    await logIn('demo01');
    const status = await api.signInStatus();
    expect(status).toMatchObject({ today, todaySigned: false, streak: 2 });
    const result = await api.signIn();
    expect(result).toEqual({
      reward: status.streakRewards[2],
      streak: 3,
      points: status.points + status.streakRewards[2]!,
    });
    expect(await api.signInStatus()).toMatchObject({ todaySigned: true, streak: 3, points: result.points });
    expect((await failure(api.signIn())).errorCode).toBe('validation.error');
  });

  it('redeems a cash voucher for points into the wallet; refuses without enough points or stock', async () => {
    await logIn('demo01');
    const before = await balance();
    const { points, items } = await api.mall();
    const voucher = items.find((i) => i.kind === 'CASH' && i.points <= points)!;
    expect(await api.mallRedeem({ itemId: voucher.id }, newOrder())).toEqual({
      points: points - voucher.points,
      balance: before + voucher.cashValue,
    });
    expect((await api.mall()).items.find((i) => i.id === voucher.id)!.stock).toBe(voucher.stock - 1);
    const tooDear = items.find((i) => i.stock > 0 && i.points > points)!;
    expect((await failure(api.mallRedeem({ itemId: tooDear.id }, newOrder()))).errorCode).toBe('balance.insufficient');
    const soldOut = items.find((i) => i.stock === 0)!;
    expect((await failure(api.mallRedeem({ itemId: soldOut.id }, newOrder()))).errorCode).toBe('validation.error');
  });

  it('places each account at its VIP level', async () => {
    await logIn('demo01');
    expect(await api.clubBenefit()).toMatchObject({ currentLevel: 1, validBet: 12000 });
    await logIn('vip01');
    const vip = await api.clubBenefit();
    expect(vip.currentLevel).toBe(vip.levels.length - 1);
  });

  it('lets trial players look but not sign in, claim or redeem', async () => {
    const trial = await api.trialAccount();
    const value = await api.trialLogin({ ...trial, type: 'username', merchantCode: getConfig().trialMerchantCode });
    signIn(value);
    expect(await api.rewards()).toEqual([]);
    expect(await api.signInStatus()).toMatchObject({ streak: 0, points: 0 });
    expect((await failure(api.signIn())).errorCode).toBe('trial.forbidden');
    expect((await failure(api.rewardClaim({ id: 'rw-first-deposit' }, newOrder()))).errorCode).toBe('trial.forbidden');
    expect((await failure(api.mallRedeem({ itemId: 'mall-cash-10' }, newOrder()))).errorCode).toBe('trial.forbidden');
  });
});
