import { api } from '@/api';
import type { RegisterPayload } from '@/api/types/auth';
import { getConfig } from '@/config/runtime';
import { SMS_CODE_TTL_MS } from './auth';
import { failure, logIn, signIn, setUpMockServer } from '../testing';

/** The auth handlers through the app's real HTTP adapter (encrypted calls included). */
vi.mock('../panel/mount', () => ({ mountDemoPanel: () => undefined }));

const mock = setUpMockServer({ fail: [], flags: {}, captchaAfter: 1 });
const PHONE = { countryDialingCode: '+84', mobileNum: '912345678' };

async function registerPayload(overrides: Partial<RegisterPayload> = {}): Promise<RegisterPayload> {
  await api.captcha();
  return {
    registerUrl: 'localhost',
    domain: 'localhost',
    registerMethod: 'H5',
    type: 0,
    username: 'newbie01',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    payeeName: 'New Player',
    captcha: mock().captcha,
    ...overrides,
  };
}

describe('the stand-in for the third-party phone service', () => {
  const firebaseLogin = (firebaseIdToken: string) =>
    api.login({
      type: 'firebase',
      username: PHONE.mobileNum,
      password: '000000',
      countryDialingCode: '+84',
      firebaseChannel: 'sms',
      firebaseIdToken,
      firebaseMobileNo: PHONE.mobileNum,
    });

  it('sends a code, trades it for a token, and logs in by phone with that token once', async () => {
    await api.demoPhoneCode({ phoneNumber: '+84912345678' });
    expect(mock().smsCode).toMatch(/^\d{6}$/);
    const { idToken } = await api.demoPhoneToken({ phoneNumber: '+84912345678', code: mock().smsCode! });
    await expect(firebaseLogin(idToken)).resolves.toMatchObject({ userName: 'demo01' });
    expect((await failure(firebaseLogin(idToken))).errorCode).toBe('verification.code.error');
  });

  it('refuses a wrong code, and a token of another number', async () => {
    await api.demoPhoneCode({ phoneNumber: '+84912345678' });
    const wrong = mock().smsCode === '000000' ? '111111' : '000000';
    const refused = await failure(api.demoPhoneToken({ phoneNumber: '+84912345678', code: wrong }));
    expect(refused.errorCode).toBe('verification.code.error');
    await api.demoPhoneCode({ phoneNumber: '+84987654321' });
    const { idToken } = await api.demoPhoneToken({ phoneNumber: '+84987654321', code: mock().smsCode! });
    expect((await failure(firebaseLogin(idToken))).errorCode).toBe('verification.code.error');
  });

  it('resets a password by phone with its token in place of the code', async () => {
    await api.demoPhoneCode({ phoneNumber: '+84912345678' });
    const { idToken } = await api.demoPhoneToken({ phoneNumber: '+84912345678', code: mock().smsCode! });
    await expect(
      api.setPasswordByPhone({
        ...PHONE,
        newPassword: 'fresh123',
        verificationCode: '000000',
        firebaseIdToken: idToken,
      }),
    ).resolves.toEqual({ username: 'demo01' });
  });
});

describe('logout', () => {
  it('ends the session its payload names when it is the caller’s own, and no other', async () => {
    const other = mock().db.openSession(mock().db.userByName('agent01')!, 'DEMO').token;
    const { token } = await logIn('demo01');
    await api.logout({ token: other });
    expect(mock().db.sessionFor(other)).toBeDefined();
    expect(mock().db.sessionFor(token)).toBeDefined();
    await api.logout({ token });
    expect(mock().db.sessionFor(token)).toBeUndefined();
    expect(mock().db.sessionFor(other)).toBeDefined();
  });
});

describe('SMS codes', () => {
  it('logs in by phone with the sent code, refuses a resend while it lives and expires it after 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { expirationTime } = await api.smsNoLogin(PHONE);
    expect(expirationTime - Date.now()).toBe(SMS_CODE_TTL_MS);
    expect(mock().smsCode).toMatch(/^\d{6}$/);
    expect((await failure(api.smsNoLogin(PHONE))).errorCode).toBe('verification.code.live');
    await expect(
      api.login({ type: 'sms', username: PHONE.mobileNum, password: mock().smsCode!, countryDialingCode: '+84' }),
    ).resolves.toMatchObject({ userName: 'demo01' });

    await api.smsNoLogin(PHONE);
    vi.setSystemTime(Date.now() + SMS_CODE_TTL_MS + 1);
    const expired = await failure(
      api.login({ type: 'sms', username: PHONE.mobileNum, password: mock().smsCode!, countryDialingCode: '+84' }),
    );
    expect(expired.errorCode).toBe('verification.code.error');
    await expect(api.smsNoLogin(PHONE)).resolves.toHaveProperty('expirationTime');
  });

  it('sends no login code to an unknown number', async () => {
    expect((await failure(api.smsNoLogin({ countryDialingCode: '+84', mobileNum: '999999999' }))).errorCode).toBe(
      'mobile.not.exist',
    );
  });
});

describe('registration', () => {
  it('checks user names and affiliate codes', async () => {
    expect((await failure(api.usernameCheck({ username: 'demo01' }))).errorCode).toBe('username.exists');
    await expect(api.usernameCheck({ username: 'freshname1' })).resolves.toBe(true);
    await expect(api.affiliateCheck({ code: 'LUCKY88', domain: 'localhost' })).resolves.toBe(true);
    expect((await failure(api.affiliateCheck({ code: 'NOPE123', domain: 'localhost' }))).errorCode).toBe(
      'affiliate.invalid',
    );
  });

  it('registers by user name and logs the new player in', async () => {
    const value = await api.register(await registerPayload({ affiliateCode: 'LUCKY88' }));
    expect(value).toMatchObject({ userName: 'newbie01', account: 'newbie01', customerType: 0 });
    expect(mock().db.userByName('newbie01')?.parentId).toBe('u-agent01');
    expect((await failure(api.register(await registerPayload()))).errorCode).toBe('username.exists');
  });

  it('refuses a wrong captcha, a missing required field and an invalid affiliate code', async () => {
    expect((await failure(api.register({ ...(await registerPayload()), captcha: '0000x' }))).errorCode).toBe(
      'captcha.error',
    );
    expect((await failure(api.register(await registerPayload({ payeeName: '' })))).errorCode).toBe('validation.error');
    expect((await failure(api.register(await registerPayload({ affiliateCode: 'NOPE123' })))).errorCode).toBe(
      'affiliate.invalid',
    );
  });

  it('registers by mobile with the SMS code and generates the account number', async () => {
    const phone = { countryDialingCode: '+84', mobileNum: '987654321' };
    await api.smsRegister(phone);
    const value = await api.registerMobile(
      await registerPayload({ username: undefined, ...phone, verificationCode: mock().smsCode }),
    );
    expect(value.account).toMatch(/^m\d{8}$/);
    expect(value.userName).toBe(value.account);
  });
});

describe('passwords', () => {
  it('resets by phone: same-as-old is refused and keeps the code, then the new password logs in', async () => {
    await api.smsNoLogin(PHONE);
    const code = mock().smsCode!;
    const same = await failure(api.setPasswordByPhone({ ...PHONE, newPassword: 'abc12345', verificationCode: code }));
    expect(same.errorCode).toBe('modify.new.old.same');
    await expect(
      api.setPasswordByPhone({ ...PHONE, newPassword: 'new12345', verificationCode: code }),
    ).resolves.toEqual({ username: 'demo01' });
    await expect(api.login({ type: 'username', username: 'demo01', password: 'new12345' })).resolves.toMatchObject({
      userName: 'demo01',
    });
  });

  it('sends the recovery email only for the matching user name and address', async () => {
    await expect(api.forgotPasswordEmail({ username: 'demo01', email: 'demo01@example.com' })).resolves.toBeNull();
    expect((await failure(api.forgotPasswordEmail({ username: 'demo01', email: 'other@example.com' }))).errorCode).toBe(
      'validation.error',
    );
  });

  it('changes the password of the session user, persisting it in the database', async () => {
    signIn(await api.login({ type: 'username', username: 'vip01', password: 'abc12345' }));
    const wrongOld = await failure(
      api.changePassword({ oldPassword: 'nope1234', newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' }),
    );
    expect(wrongOld.errorCode).toBe('password.old.error');
    const same = await failure(
      api.changePassword({ oldPassword: 'abc12345', newPassword: 'abc12345', confirmNewPassword: 'abc12345' }),
    );
    expect(same.errorCode).toBe('modify.new.old.same');
    await api.changePassword({ oldPassword: 'abc12345', newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' });
    expect(
      JSON.parse(localStorage.getItem('MOCK_DB')!).state.users.find((u: { username: string }) => u.username === 'vip01')
        .password,
    ).toBe('xyz98765');
  });
});

describe('trial and social sign-in', () => {
  it('creates a type-4 trial user that logs in only through the trial login', async () => {
    const trial = await api.trialAccount();
    expect(trial.username).toMatch(/^trial\d{8}$/);
    expect((await failure(api.trialLogin({ ...trial, type: 'username' }))).errorCode).toBe('validation.error');
    await expect(
      api.trialLogin({ ...trial, type: 'username', merchantCode: getConfig().trialMerchantCode }),
    ).resolves.toMatchObject({ customerType: 4 });
    expect((await failure(api.login({ ...trial, type: 'username' }))).errorCode).toBe('member.not.member');
  });

  it('signs a demo provider account in as the demo player of its name, registers a new name, refuses anything else', async () => {
    await expect(api.demoSocialLogin({ provider: 'google', idToken: 'mock-google-demo01' })).resolves.toMatchObject({
      userName: 'demo01',
    });
    await expect(api.demoSocialLogin({ provider: 'google', idToken: 'mock-google-abc123' })).resolves.toMatchObject({
      userName: 'abc123',
      customerType: 0,
    });
    for (const idToken of ['forged', 'mock-facebook-demo01'])
      expect((await failure(api.demoSocialLogin({ provider: 'google', idToken }))).errorCode).toBe('validation.error');
  });
});
