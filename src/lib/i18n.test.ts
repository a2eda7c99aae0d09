import { STORAGE_KEYS } from './storage-keys';

/** Fresh copies of the settings and i18n modules (both hold module state), with the deployment's settings still on their way. */
async function freshStart() {
  vi.resetModules();
  let answer: (settings: unknown) => void = () => undefined;
  window.__runtimeConfig = new Promise((resolve) => (answer = resolve));
  const runtime = await import('@/config/runtime');
  runtime.loadRuntimeOverrides();
  const i18n = await import('./i18n');
  return { i18n, answer };
}

afterEach(() => {
  delete window.__runtimeConfig;
  localStorage.clear();
});

describe('the language at start', () => {
  it("is the deployment's default from its settings, which come after the build's, and is not remembered as a choice", async () => {
    const { i18n, answer } = await freshStart();
    const setup = i18n.setupI18n();
    answer({ defaultLanguage: 'EN' });
    await setup;
    expect(i18n.i18next.language).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
  });

  it("is the player's remembered choice over the deployment's default", async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'VI');
    const { i18n, answer } = await freshStart();
    const setup = i18n.setupI18n();
    answer({ defaultLanguage: 'EN' });
    await setup;
    expect(i18n.i18next.language).toBe('VI');
  });

  it("is the build's default when the deployment's settings do not answer within 3 s", async () => {
    vi.useFakeTimers();
    const { i18n } = await freshStart();
    expect(i18n.SETTINGS_LANGUAGE_WAIT_MS).toBe(3_000);
    const language = i18n.initialLanguage('');
    await vi.advanceTimersByTimeAsync(i18n.SETTINGS_LANGUAGE_WAIT_MS);
    await expect(language).resolves.toBe((await import('@/config/runtime')).buildTimeConfig.defaultLanguage);
    vi.useRealTimers();
  });

  it('is remembered once the player picks one', async () => {
    const { i18n, answer } = await freshStart();
    answer(null);
    await i18n.setupI18n();
    await i18n.chooseLanguage('PT');
    expect(i18n.i18next.language).toBe('PT');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('PT');
  });
});
