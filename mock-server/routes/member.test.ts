import { api } from '@/api';
import { getConfig } from '@/config/runtime';
import { failure, newOrder, setUpMockServer, signIn } from '../testing';

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
});
