import type * as Runtime from './runtime';

/** A fresh copy of the module (its current config is module state) and a stubbed fetch. */
async function fresh(answer?: () => Promise<Response>) {
  vi.resetModules();
  const fetchSpy = vi.fn(answer ?? (() => Promise.resolve(new Response('', { status: 404 }))));
  vi.stubGlobal('fetch', fetchSpy);
  const runtime: typeof Runtime = await import('./runtime');
  return { runtime, fetchSpy };
}

const json = (value: unknown) => () => Promise.resolve(new Response(JSON.stringify(value), { status: 200 }));

afterEach(() => {
  delete window.__runtimeConfig;
  vi.unstubAllGlobals();
});

describe('run-time configuration', () => {
  it('is read from /m/config.json', async () => {
    const { runtime } = await fresh();
    expect(runtime.RUNTIME_CONFIG_URL).toBe('/m/config.json');
    expect(runtime.RUNTIME_CONFIG_GLOBAL).toBe('__runtimeConfig');
  });

  it("gives the build's values at once, before any file is asked for", async () => {
    const { runtime, fetchSpy } = await fresh();
    expect(runtime.getConfig()).toBe(runtime.buildTimeConfig);
    await expect(runtime.configReady()).resolves.toBe(runtime.buildTimeConfig);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("the page head's script asks for the file as the HTML is read: its JSON, or null when absent or unreachable", async () => {
    for (const [answer, expected] of [
      [json({ merchantCode: 'M2' }), { merchantCode: 'M2' }],
      [() => Promise.resolve(new Response('', { status: 404 })), null],
      [() => Promise.reject(new TypeError('offline')), null],
    ] as const) {
      const { runtime, fetchSpy } = await fresh(answer);
      new Function(runtime.RUNTIME_CONFIG_SCRIPT)();
      expect(fetchSpy).toHaveBeenCalledWith('/m/config.json', { cache: 'no-cache' });
      await expect(window.__runtimeConfig).resolves.toEqual(expected);
    }
  });

  it("the head's script takes the deployment's settings from the page when it carries them, and asks for no file", async () => {
    for (const [text, expected] of [
      ['{"merchantCode":"M2"}', { merchantCode: 'M2' }],
      ['{}', {}],
      ['{"merchantCode":', 'unreadable'],
    ] as const) {
      const { runtime, fetchSpy } = await fresh();
      const block = document.head.appendChild(document.createElement('script'));
      block.id = runtime.DEPLOYMENT_SETTINGS_ID;
      block.type = 'application/json';
      block.textContent = text;
      new Function(runtime.RUNTIME_CONFIG_SCRIPT)();
      await expect(window.__runtimeConfig).resolves.toEqual(expected);
      expect(fetchSpy).not.toHaveBeenCalled();
      block.remove();
    }
    // As built, the block is empty: the file is asked for.
    const { runtime, fetchSpy } = await fresh();
    const empty = document.head.appendChild(document.createElement('script'));
    empty.id = runtime.DEPLOYMENT_SETTINGS_ID;
    new Function(runtime.RUNTIME_CONFIG_SCRIPT)();
    expect(fetchSpy).toHaveBeenCalledWith('/m/config.json', { cache: 'no-cache' });
    empty.remove();
  });

  it("takes over the head's request instead of asking again, and applies the file when the deployment has one", async () => {
    const { runtime, fetchSpy } = await fresh();
    window.__runtimeConfig = Promise.resolve({ merchantCode: 'M2', endpointPaths: { login: '/x' } });
    const ready = runtime.loadRuntimeOverrides();
    expect(runtime.configReady()).toBe(ready);
    const config = await ready;
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(config.merchantCode).toBe('M2');
    expect(config.endpointPaths.login).toBe('/x');
    expect(config.apiBase).toBe(runtime.buildTimeConfig.apiBase);
    expect(runtime.getConfig()).toBe(config);
  });

  it("keeps the build's values when the deployment has no file", async () => {
    const { runtime } = await fresh();
    window.__runtimeConfig = Promise.resolve(null);
    await expect(runtime.loadRuntimeOverrides()).resolves.toBe(runtime.buildTimeConfig);
  });

  it("applies the settings of their kind and names the others on the console, keeping the build's values for them", async () => {
    const { runtime } = await fresh();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.__runtimeConfig = Promise.resolve({
      apiBase: 'https://api.example.com/gw/',
      defaultLanguage: 'vi',
      imageCdns: 'https://cdn1.example.com, https://cdn2.example.com',
      requestTimeoutMs: 'fifteen seconds',
      merchant_code: 'M2',
      endpointPaths: '{"login":"/x"}',
    });
    const config = await runtime.loadRuntimeOverrides();
    expect(config.apiBase).toBe('https://api.example.com/gw');
    expect(config.defaultLanguage).toBe('VI');
    expect(config.imageCdns).toEqual(['https://cdn1.example.com', 'https://cdn2.example.com']);
    expect(config.requestTimeoutMs).toBe(runtime.buildTimeConfig.requestTimeoutMs);
    expect(config.merchantCode).toBe(runtime.buildTimeConfig.merchantCode);
    expect(config.endpointPaths).toEqual(runtime.buildTimeConfig.endpointPaths);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toMatch(
      /requestTimeoutMs \(not of its kind\), merchant_code \(no such setting\), endpointPaths \(not of its kind\)/,
    );
    consoleError.mockRestore();
  });

  it("says so on the console when the settings are not JSON, and keeps the build's values", async () => {
    const { runtime } = await fresh(() => Promise.resolve(new Response('{"merchantCode":', { status: 200 })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(runtime.loadRuntimeOverrides()).resolves.toBe(runtime.buildTimeConfig);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/not a JSON object/));
    consoleError.mockRestore();
  });

  it('asks for the file itself on a page without the head script', async () => {
    const { runtime, fetchSpy } = await fresh(json({ brand: 'Other' }));
    const config = await runtime.loadRuntimeOverrides();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/m/config.json', { cache: 'no-cache' });
    expect(config.brand).toBe('Other');
  });
});
