import { buildTimeConfig, type RuntimeConfig } from '@/config/runtime';
import { siteStatus } from '@/queries/testing/site-status';
import { FIRST_CALLS_GLOBAL, type SentCall } from './first-calls';
import { createHttpClient, type HttpClientDeps } from './http';

const config: RuntimeConfig = { ...buildTimeConfig, apiBase: '', merchantCode: 'M1', endpointPaths: {} };
const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
const FROM_THE_HEAD = siteStatus({ customerService: 'https://head.example.test' });
const SENT_BY_THE_APP = siteStatus({ customerService: 'https://app.example.test' });

function setup() {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(envelope(SENT_BY_THE_APP)));
  const deps: HttpClientDeps = {
    config: async () => config,
    token: () => null,
    language: () => 'EN',
    standaloneIos: () => false,
    onUnauthorized: vi.fn(),
    fetch: fetchMock,
  };
  return { api: createHttpClient(deps), fetchMock };
}

/** What the page's head sends for the site status call of this client (src/app/first-calls-script.ts). */
const statusCall = (answer: Promise<Response>): SentCall => ({
  url: '/wps/system/status',
  method: 'GET',
  headers: {
    Merchant: 'M1',
    Language: 'EN',
    Device: 'MOBILE',
    'X-Gateway-Version': '3',
    Accept: 'application/json',
    ModuleId: 'CCSFE',
  },
  body: null,
  answer,
});

/** A moment within the page's first seconds, whatever this test process's clock says. */
const earlyInThePage = () => vi.spyOn(performance, 'now').mockReturnValue(1_000);

describe("HTTP adapter: the page's early calls", () => {
  afterEach(() => {
    delete window[FIRST_CALLS_GLOBAL];
    vi.restoreAllMocks();
  });

  it('takes the answer of the call the page sent for the same request, and sends nothing', async () => {
    earlyInThePage();
    window[FIRST_CALLS_GLOBAL] = [statusCall(Promise.resolve(envelope(FROM_THE_HEAD)))];
    const { api, fetchMock } = setup();
    expect(await api.systemStatus()).toEqual(FROM_THE_HEAD);
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken once: the next call asks the network.
    expect(await api.systemStatus()).toEqual(SENT_BY_THE_APP);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('still gives up on its timeout while the early answer has not come', async () => {
    vi.useFakeTimers();
    try {
      earlyInThePage();
      window[FIRST_CALLS_GLOBAL] = [statusCall(new Promise(() => undefined))];
      const { api, fetchMock } = setup();
      const pending = api.systemStatus().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(config.requestTimeoutMs);
      expect(await pending).toMatchObject({ kind: 'timeout' });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
