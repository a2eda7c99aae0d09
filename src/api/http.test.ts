// @vitest-environment node
import { buildTimeConfig, type RuntimeConfig } from '@/config/runtime';
import { ApiError, errorMessageKey, loadErrorMessageKey } from './errors';
import type { EndpointDef } from './endpoint';
import { ENDPOINTS, type EndpointName } from './endpoints';
import { createHttpClient, SLOW_CALL_MS, type CallOptions, type HttpClientDeps } from './http';
import { UNREADABLE_ANSWER_CODE } from './read-answer';

const config: RuntimeConfig = {
  ...buildTimeConfig,
  apiBase: 'https://api.example.test',
  merchantCode: 'M1',
  endpointPaths: {},
};

function reply(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

function setup(overrides: Partial<HttpClientDeps> = {}, cfg: Partial<RuntimeConfig> = {}) {
  const fetchMock = vi.fn<typeof fetch>(() => reply({ success: true, value: 'ok' }));
  const deps: HttpClientDeps = {
    config: async () => ({ ...config, ...cfg }),
    token: () => 'tok-123',
    language: () => 'EN',
    standaloneIos: () => false,
    onUnauthorized: vi.fn(),
    onSlowChange: vi.fn(),
    fetch: fetchMock,
    ...overrides,
  };
  return { api: createHttpClient(deps), fetchMock, deps };
}

/** Every row takes any answer (the tests of what a request carries answer each call alike); restored after the test. */
function acceptEveryAnswer() {
  const guards = new Set(Object.values(ENDPOINTS).map((def) => (def as EndpointDef<unknown, unknown>).readable));
  for (const guard of guards) vi.spyOn(guard, 'load').mockResolvedValue(() => true);
}

/** The row's guard replaced by `guard` for the test (restored after it). */
const guardRow = (call: EndpointName, guard: (value: unknown) => boolean) =>
  vi.spyOn((ENDPOINTS[call] as EndpointDef<unknown, unknown>).readable, 'load').mockResolvedValue(guard);
afterEach(() => vi.restoreAllMocks());

const requestOf = (fetchMock: ReturnType<typeof setup>['fetchMock'], i = 0) => {
  const [url, init] = fetchMock.mock.calls[i];
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
};

describe('HTTP adapter: requests', () => {
  beforeEach(acceptEveryAnswer);

  it('puts GET payloads in the query string and sends the platform headers once', async () => {
    const { api, fetchMock } = setup();
    await api.gameList({
      platform: 'html5',
      gameType: 'RNG',
      pageNo: 2,
      pageSize: 50,
      language: 'EN',
      gameName: undefined,
    });
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe(
      'https://api.example.test/wps/relay/GCSGAME_gameList?platform=html5&gameType=RNG&pageNo=2&pageSize=50&language=EN&merchant=M1',
    );
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers).toMatchObject({
      Merchant: 'M1',
      Language: 'EN',
      Device: 'MOBILE',
      'X-Gateway-Version': '3',
      Authorization: 'tok-123',
      ModuleId: 'GCSGAME',
    });
  });

  it("writes a payload's merchant field with the Merchant header's value, once the deployment's settings are in", async () => {
    let settle: () => void = () => undefined;
    const settings = new Promise<void>((resolve) => (settle = resolve));
    const { api, fetchMock } = setup({
      config: async () => {
        await settings;
        return { ...config, merchantCode: 'ALPHA' };
      },
    });
    const call = api.announcements({ types: 'B', platform: 'M', groupName: 'm_home' });
    settle();
    await call;
    const { url, headers } = requestOf(fetchMock);
    expect(new URL(url).searchParams.get('merchantCode')).toBe('ALPHA');
    expect(headers.Merchant).toBe('ALPHA');
    // A call that starts another merchant's session names that merchant in both.
    await api.hotGames({ isPlatform: 2, language: 'EN', platform: 'html5' }, { merchantCode: 'TRIAL' });
    const hot = requestOf(fetchMock, 1);
    expect(JSON.parse(String(hot.init.body)).merchantCode).toBe('TRIAL');
    expect(hot.headers.Merchant).toBe('TRIAL');
  });

  it('never sends the token to calls that need none', async () => {
    const { api, fetchMock } = setup();
    await api.systemStatus();
    expect(requestOf(fetchMock).headers.Authorization).toBeUndefined();
  });

  it("sends the trial login's own merchant code as its Merchant header, the deployment's elsewhere", async () => {
    const { api, fetchMock } = setup();
    await api.trialLogin(
      { type: 'username', username: 'trial1', password: 'x', merchantCode: 'TRIAL1' },
      { merchantCode: 'TRIAL1' },
    );
    await api.memberInfo();
    expect(requestOf(fetchMock, 0).headers.Merchant).toBe('TRIAL1');
    expect(requestOf(fetchMock, 1).headers.Merchant).toBe('M1');
  });

  it("sends the session's merchant (a trial session's) as the Merchant header of every later call", async () => {
    const { api, fetchMock } = setup({ merchantCode: () => 'TRIAL1' });
    await api.memberInfo();
    await api.gameList({ merchant: 'TRIAL1', platform: 'html5', pageNo: 1, pageSize: 25 } as never);
    expect(requestOf(fetchMock, 0).headers.Merchant).toBe('TRIAL1');
    expect(requestOf(fetchMock, 1).headers.Merchant).toBe('TRIAL1');
  });

  it('sends Device OTHERS when running standalone on iOS', async () => {
    const { api, fetchMock } = setup({ standaloneIos: () => true });
    await api.systemStatus();
    expect(requestOf(fetchMock).headers.Device).toBe('OTHERS');
  });

  it('sends JSON bodies, form bodies and DELETE bodies as the table says', async () => {
    const { api, fetchMock } = setup();
    await api.changePassword({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    await api.forgotPasswordEmail({ username: 'demo01', email: 'a@b.co' });
    await api.favouriteRemove({ nodeId: 'n1', token: 'tok-123', vendor: 'PG' });
    expect(requestOf(fetchMock, 0).init.body).toBe(
      JSON.stringify({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }),
    );
    expect(requestOf(fetchMock, 0).headers['Content-Type']).toBe('application/json');
    expect(requestOf(fetchMock, 1).init.body).toBe('username=demo01&email=a%40b.co');
    expect(requestOf(fetchMock, 1).headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(requestOf(fetchMock, 2).init.method).toBe('DELETE');
    expect(JSON.parse(String(requestOf(fetchMock, 2).init.body))).toEqual({
      nodeId: 'n1',
      token: 'tok-123',
      vendor: 'PG',
    });
  });

  it('encrypts the body of encrypted calls and sends the wrapped key hex-encoded', async () => {
    const { api, fetchMock } = setup({}, { rsaPublicKey: buildTimeConfig.rsaPublicKey });
    fetchMock.mockImplementationOnce(() =>
      reply({ success: true, value: { token: 't', userName: 'demo01', customerType: 0, firstTimeLogin: false } }),
    );
    await api.login({ username: 'demo01', password: 'abc12345', type: 'username' });
    const { init, headers } = requestOf(fetchMock);
    const body = JSON.parse(String(init.body));
    expect(Object.keys(body)).toEqual(['value']);
    expect(body.value).not.toContain('abc12345');
    expect(headers.Encryption).toMatch(/^[0-9a-f]{256,}$/);
  });

  it('sends no encrypted call without a configured public key, which nobody could decrypt, and says why on the console', async () => {
    const { api, fetchMock } = setup({}, { rsaPublicKey: '' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(api.login({ username: 'demo01', password: 'abc12345', type: 'username' })).rejects.toThrow(
      /No public key/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/VITE_RSA_PUBLIC_KEY or rsaPublicKey/));
  });

  it('uses the configured path override for an endpoint', async () => {
    const { api, fetchMock } = setup({}, { endpointPaths: { systemStatus: '/custom/status' } });
    await api.systemStatus();
    expect(requestOf(fetchMock).url).toBe('https://api.example.test/custom/status');
  });
});

describe('HTTP adapter: money calls', () => {
  const MONEY_CALLS = Object.entries(ENDPOINTS)
    .filter(([, def]) => (def as EndpointDef<unknown, unknown>).money)
    .map(([name]) => name);

  it('marks every call that moves money', () => {
    expect(MONEY_CALLS.sort()).toEqual([
      'demoBet',
      'demoLotteryBet',
      'deposit',
      'mallRedeem',
      'rewardClaim',
      'withdraw',
    ]);
  });

  it.each(MONEY_CALLS)('refuses to send %s without an idempotency key', async (name) => {
    const { api, fetchMock } = setup();
    const call = api[name as EndpointName] as (payload: unknown, options?: CallOptions) => Promise<unknown>;
    await expect(call({})).rejects.toThrow(`${name} moves money and needs an idempotency key`);
    await expect(call({}, { idempotencyKey: '' })).rejects.toThrow('idempotency key');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the key as the Idempotency-Key header', async () => {
    acceptEveryAnswer();
    const { api, fetchMock } = setup();
    await api.deposit({ channelId: 'ch-bank', amount: 500 }, { idempotencyKey: 'k-1' });
    expect(requestOf(fetchMock).headers['Idempotency-Key']).toBe('k-1');
    await api.memberWallet();
    expect(requestOf(fetchMock, 1).headers['Idempotency-Key']).toBeUndefined();
  });
});

describe('HTTP adapter: answers the app cannot read', () => {
  it("fails a call whose answer fails its row's guard, after the contract check has seen the answer", async () => {
    const checkAnswer = vi.fn();
    const { api, fetchMock } = setup({ checkAnswer }, { contractCheck: true });
    const answer = { maintenance: 'no' };
    fetchMock.mockImplementationOnce(() => reply({ success: true, value: answer }));
    const error = await api.systemStatus().catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', endpoint: 'systemStatus', errorCode: UNREADABLE_ANSWER_CODE });
    expect(loadErrorMessageKey(error)).toBe('errors.loadFailed');
    expect(checkAnswer).toHaveBeenCalledWith('systemStatus', answer);
  });

  it('hands the guard the answer where the row reads it (value, or data in its place)', async () => {
    const readable = vi.fn(() => true);
    guardRow('lotteryMenu', readable);
    const { api, fetchMock } = setup();
    fetchMock.mockImplementationOnce(() => reply({ success: true, data: [{ tag: 'x' }] }));
    await api.lotteryMenu({ prizeMode: 'Lott', device: 'MOBILE' });
    expect(readable).toHaveBeenCalledWith([{ tag: 'x' }]);
  });

  it("leaves a money order unconfirmed when its answer cannot be read: the platform's success says it went through", async () => {
    guardRow('deposit', () => false);
    const { api } = setup();
    const error = await api.deposit({ channelId: 'ch-bank', amount: 500 }, { idempotencyKey: 'k-1' }).catch((e) => e);
    expect(error).toMatchObject({ kind: 'unconfirmed', endpoint: 'deposit', errorCode: UNREADABLE_ANSWER_CODE });
    expect(errorMessageKey(error)).toBe('moneyOrder.unconfirmed.deposit');
  });
});

describe('HTTP adapter: answers and failures', () => {
  it('reads value, or value falling back to data where the table says so', async () => {
    acceptEveryAnswer();
    const { api, fetchMock } = setup();
    fetchMock.mockImplementationOnce(() => reply({ success: true, data: [{ tag: 'x' }] }));
    await expect(api.lotteryMenu({ prizeMode: 'Lott', device: 'MOBILE' })).resolves.toEqual([{ tag: 'x' }]);
    fetchMock.mockImplementationOnce(() => reply({ success: true, data: 'ignored' }));
    await expect(api.systemStatus()).resolves.toBeUndefined();
  });

  it('treats success:false as a failure even with HTTP 200 and maps its code', async () => {
    const { api, fetchMock } = setup();
    fetchMock.mockImplementationOnce(() =>
      reply({ success: false, errorCode: 'member.disabled', value: { captcha: true } }),
    );
    const error = await api.systemStatus().catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', errorCode: 'member.disabled', value: { captcha: true } });
    expect(errorMessageKey(error)).toBe('errors.userNotExist');
  });

  it('maps unknown codes to "Unknown error"', async () => {
    const { api, fetchMock } = setup();
    fetchMock.mockImplementationOnce(() => reply({ success: false, errorCode: 'something.new' }));
    expect(errorMessageKey(await api.systemStatus().catch((e) => e))).toBe('errors.unknown');
  });

  it('HTTP 401 and login.not.session clear the session through onUnauthorized', async () => {
    const { api, fetchMock, deps } = setup();
    fetchMock.mockImplementationOnce(() => reply({ success: false, errorCode: 'login.not.session' }, 401));
    const error = await api.memberInfo().catch((e) => e);
    expect(error).toMatchObject({ kind: 'unauthorized' });
    expect(errorMessageKey(error)).toBe('errors.notLoggedIn');
    fetchMock.mockImplementationOnce(() => reply({ success: false, errorCode: 'login.not.session' }));
    await api.memberInfo().catch(() => undefined);
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('names the token a refused call was sent with (none for a call sent without)', async () => {
    let token: string | null = 'sent-token';
    const { api, fetchMock, deps } = setup({ token: () => token });
    fetchMock.mockImplementation(() => {
      token = null;
      return reply({ success: false, errorCode: 'login.not.session' }, 401);
    });
    await api.memberInfo().catch(() => undefined);
    expect(deps.onUnauthorized).toHaveBeenLastCalledWith('memberInfo', 'sent-token');
    await api.systemStatus().catch(() => undefined);
    expect(deps.onUnauthorized).toHaveBeenLastCalledWith('systemStatus', null);
  });

  it('refuses token calls without a session, without a request, and without an expiry (there is no session to expire)', async () => {
    const { api, fetchMock, deps } = setup({ token: () => null });
    await expect(api.memberWallet()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('maps 5xx to "load failed" on a load, "request failed" on an action, and a refused connection to "no network"', async () => {
    const { api, fetchMock } = setup();
    fetchMock.mockImplementationOnce(() => reply({ success: false, errorCode: 'system.error' }, 500));
    const failed = await api.systemStatus().catch((e) => e);
    expect(loadErrorMessageKey(failed)).toBe('errors.loadFailed');
    expect(errorMessageKey(failed)).toBe('errors.actionFailed');
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await api.systemStatus().catch((e) => e);
    expect(offline).toMatchObject({ kind: 'network' });
    expect(errorMessageKey(offline)).toBe('errors.noNetwork');
  });

  describe('with a controlled clock', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    const hangingFetch: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );

    it('abandons a call after its timeout (10 s by default) as "load failed"', async () => {
      const { api } = setup({ fetch: vi.fn(hangingFetch) });
      const pending = api.systemStatus().catch((e) => e);
      await vi.advanceTimersByTimeAsync(config.requestTimeoutMs);
      const error = await pending;
      expect(error).toMatchObject({ kind: 'timeout' });
      expect(loadErrorMessageKey(error)).toBe('errors.loadFailed');
      expect(errorMessageKey(error)).toBe('errors.actionFailed');
    });

    it('uses the endpoint timeout where the spec names one (9999 ms)', async () => {
      const { api } = setup({ fetch: vi.fn(hangingFetch) });
      const pending = api.forgotPasswordEmail({ username: 'demo01', email: 'a@b.co' }).catch((e) => e);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(await pending).toMatchObject({ kind: 'timeout' });
    });

    it('raises "slow connection" after 5 s and lowers it when the call ends', async () => {
      acceptEveryAnswer();
      let finish: (r: Response) => void = () => undefined;
      const { api, deps } = setup({ fetch: vi.fn(() => new Promise<Response>((resolve) => (finish = resolve))) });
      const pending = api.memberInfo();
      await vi.advanceTimersByTimeAsync(SLOW_CALL_MS - 1);
      expect(deps.onSlowChange).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(deps.onSlowChange).toHaveBeenCalledWith(1);
      finish(new Response(JSON.stringify({ success: true, value: {} })));
      await pending;
      expect(deps.onSlowChange).toHaveBeenLastCalledWith(-1);
    });
  });
});
