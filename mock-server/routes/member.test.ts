import { api } from '@/api';
import { getConfig } from '@/config/runtime';
import { failure, logIn, newOrder, setUpMockServer, signIn } from '../testing';

vi.mock('../panel/mount', () => ({ mountDemoPanel: () => undefined }));

setUpMockServer();

describe('member handlers', () => {
  it('refuse money calls from a trial account (trial.forbidden): no deposit, no withdrawal', async () => {
    const trial = await api.trialAccount();
    signIn(await api.trialLogin({ ...trial, type: 'username', merchantCode: getConfig().trialMerchantCode }));
    const before = (await api.memberWallet()).sumBalance;
    const deposit = api.deposit({ channelId: 'bank', amount: 100 }, newOrder());
    expect((await failure(deposit)).errorCode).toBe('trial.forbidden');
    const withdraw = api.withdraw({ cardId: 'card-1', amount: 100, paymentPassword: '123456' }, newOrder());
    expect((await failure(withdraw)).errorCode).toBe('trial.forbidden');
    expect((await api.memberWallet()).sumBalance).toBe(before);
  });

  it('labels the player with the VIP level the benefits page shows (demo01: Bronze), in the call’s language (TY here)', async () => {
    await logIn('demo01');
    const { currentLevel, levels } = await api.clubBenefit();
    expect(currentLevel).toBe(1);
    expect((await api.memberInfo()).clubLabel).toEqual({ labelName: levels[currentLevel]!.name });
    expect(levels[currentLevel]!.name).toBe('青铜');
  });

  it('keeps the club the operator gave (vip01, at the top level)', async () => {
    await logIn('vip01');
    expect((await api.memberInfo()).clubLabel).toEqual({ labelName: 'Diamond Club' });
  });
});
