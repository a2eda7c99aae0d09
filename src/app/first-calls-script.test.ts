import { FIRST_CALLS_GLOBAL } from '@/api/first-calls';
import { LINK_TOKEN_GLOBAL } from '@/config/link-token';
import { RUNTIME_CONFIG_GLOBAL } from '@/config/runtime';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { firstCallsScript, type FirstCallsPlan } from './first-calls-script';

const headers = { Merchant: 'M1', Language: 'TY' };
const plan: FirstCallsPlan = {
  language: 'TY',
  calls: [
    { url: '/wps/system/status', method: 'GET', headers, body: null, unlessStored: STORAGE_KEYS.siteStatus },
    { url: '/wps/relay/GCSGAME_hotGamesV2', method: 'POST', headers, body: '{"isPlatform":2}' },
  ],
};

const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}')));

/** Runs the script as the page's head does, then lets the config file's answer (`overrides`) arrive. */
async function runHead(overrides: unknown = null) {
  window[RUNTIME_CONFIG_GLOBAL] = Promise.resolve(overrides as null);
  new Function(firstCallsScript(plan))();
  await Promise.resolve();
  await Promise.resolve();
  return fetchMock.mock.calls.map(([url]) => url);
}

describe('first calls script (a live page’s head)', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    delete window[FIRST_CALLS_GLOBAL];
    delete window[RUNTIME_CONFIG_GLOBAL];
    delete (window as { [LINK_TOKEN_GLOBAL]?: string })[LINK_TOKEN_GLOBAL];
    window.history.replaceState(null, '', '/m/home');
  });

  it("sends a visitor's first calls, as recorded, once the deployment turns out to have no config file", async () => {
    expect(await runHead()).toEqual(['/wps/system/status', '/wps/relay/GCSGAME_hotGamesV2']);
    expect(fetchMock).toHaveBeenCalledWith('/wps/relay/GCSGAME_hotGamesV2', {
      method: 'POST',
      headers,
      body: '{"isPlatform":2}',
    });
    expect(window[FIRST_CALLS_GLOBAL]!.map((call) => call.url)).toEqual([
      '/wps/system/status',
      '/wps/relay/GCSGAME_hotGamesV2',
    ]);
  });

  it('does not ask for the site status when it is kept from an earlier visit (the app does not either)', async () => {
    localStorage.setItem(STORAGE_KEYS.siteStatus, '{"status":0}');
    expect(await runHead()).toEqual(['/wps/relay/GCSGAME_hotGamesV2']);
  });

  it.each<[string, () => void]>([
    ['a session is kept', () => localStorage.setItem(STORAGE_KEYS.session, '{"token":"t"}')],
    ['a link brings a token', () => Object.assign(window, { [LINK_TOKEN_GLOBAL]: 'link-token' })],
    ['the remembered language is another', () => localStorage.setItem(STORAGE_KEYS.language, 'VI')],
    [
      'the address has a query (a language, a category)',
      () => window.history.replaceState(null, '', '/m/home?lang=en'),
    ],
  ])('sends nothing when %s (the app’s calls would differ)', async (_, arrange) => {
    arrange();
    expect(await runHead()).toEqual([]);
  });

  it('sends nothing, and throws nothing, where storage cannot be read (cookies blocked)', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(await runHead()).toEqual([]);
    expect(window[FIRST_CALLS_GLOBAL]).toEqual([]);
  });

  it('sends nothing on a deployment with settings of its own (its settings may change every call)', async () => {
    expect(await runHead({ merchantCode: 'M2' })).toEqual([]);
  });

  it('sends them on a deployment whose pages say it has no settings of its own (`npm run configure-site`)', async () => {
    expect(await runHead({})).toEqual(['/wps/system/status', '/wps/relay/GCSGAME_hotGamesV2']);
  });

  it('keeps "</script>" in the data from ending the script', () => {
    const script = firstCallsScript({ ...plan, calls: [{ ...plan.calls[1], body: '</script><b>' }] });
    expect(script).not.toContain('</script>');
  });
});
