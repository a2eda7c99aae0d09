import { api, ApiError, errorMessageKey } from '@/api';
import { useSessionStore } from '@/stores/session';
import { startMockServer, type InPageMockHandle } from './index';

/** The mock through the app's real HTTP adapter: the same path the demo takes. */
vi.mock('./panel/mount', () => ({ mountDemoPanel: () => undefined }));

let mock: InPageMockHandle;

beforeAll(async () => {
  mock = await startMockServer();
  mock.set({ latency: 0 });
});

beforeEach(() => {
  mock.reset();
  mock.set({ maintenance: false, region: false, fail: [], offline: false, expire: false, flags: {}, captchaAfter: 1 });
  useSessionStore.getState().signOut();
});

async function login(username: string, password = 'abc12345', captcha?: string) {
  const value = await api.login({ username, password, type: 'username', captcha });
  useSessionStore.getState().signIn({
    token: value.token,
    merchantCode: 'DEMO',
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: false,
  });
  return value;
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e,
  );

describe('mock backend', () => {
  it('reports status from the controls', async () => {
    expect(await api.systemStatus()).toMatchObject({ maintenance: false, regionRestriction: false });
    mock.set({ maintenance: true, region: true, ip: '203.0.113.7' });
    expect(await api.systemStatus()).toMatchObject({
      maintenance: true,
      regionRestriction: true,
      location: { ip: '203.0.113.7' },
    });
  });

  it('logs demo01 in through the encrypted login and answers member info and wallet', async () => {
    const value = await login('demo01');
    expect(value).toMatchObject({ userName: 'demo01', customerType: 0 });
    expect(await api.memberWallet()).toEqual({ sumBalance: 12345.67, currencySymbol: '¥' });
    expect(await api.memberInfo()).toMatchObject({ account: 'demo01', type: 0 });
  });

  it('refuses a wrong password, then asks for the captcha and checks it', async () => {
    const first = await failure(login('demo01', 'wrongpass'));
    expect(first).toMatchObject({ kind: 'business', errorCode: 'login.fail', value: { captcha: true } });
    expect((await failure(login('demo01'))).errorCode).toBe('captcha.error');
    await api.captcha();
    await expect(login('demo01', 'abc12345', mock.captcha)).resolves.toMatchObject({ userName: 'demo01' });
  });

  it('answers disabled and unknown users with the does-not-exist codes', async () => {
    expect((await failure(login('disabled01'))).errorCode).toBe('member.disabled');
    expect((await failure(login('nobody99'))).errorCode).toBe('member.not.exist');
  });

  it('refuses token calls without a session and expires sessions on demand', async () => {
    await login('demo01');
    mock.set({ expire: true });
    const expired = await failure(api.memberWallet());
    expect(expired).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(mock.controls.expire).toBe(false);
  });

  it('answers a chosen business error code for NAME:code (any code: an unlisted one reads "Unknown error")', async () => {
    await login('demo01');
    mock.set({ fail: ['launchGame:url.empty', 'systemStatus:no.such.code'] });
    const launch = await failure(
      api.launchGame({ category: 'LOTT', prizeMode: 'Lott', code: 'lobby', pageBack: '/m/home' }),
    );
    expect(launch).toMatchObject({ kind: 'business', errorCode: 'url.empty' });
    expect(errorMessageKey(launch)).toBe('errors.urlEmpty');
    expect(errorMessageKey(await failure(api.systemStatus()))).toBe('errors.unknown');
    expect(await api.whitelabel()).toBeDefined();
  });

  it('fails the named calls and goes offline', async () => {
    mock.set({ fail: ['whitelabel'] });
    expect((await failure(api.whitelabel())).kind).toBe('server');
    expect(await api.systemStatus()).toBeTruthy();
    mock.set({ fail: [], offline: true });
    expect((await failure(api.systemStatus())).kind).toBe('network');
    expect(navigator.onLine).toBe(false);
  });

  it('applies whitelabel flag overrides', async () => {
    mock.set({ flags: { MOBILEVERCODELOGIN3: false } });
    const tree = await api.whitelabel();
    const login = tree.find((n) => n.modId === 'LOGIN')!;
    expect(login.childrenNodes!.find((n) => n.modId === 'MOBILEVERCODELOGIN3')!.enabled).toBe('0');
  });

  it('keeps its database across restarts until reset', async () => {
    await login('demo01');
    const stored = JSON.parse(localStorage.getItem('MOCK_DB')!);
    expect(stored.state.sessions).toHaveLength(1);
    mock.reset();
    expect(JSON.parse(localStorage.getItem('MOCK_DB')!).state.sessions).toHaveLength(0);
  });
});
