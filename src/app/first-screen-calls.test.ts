import { i18next, setupI18n } from '@/lib/i18n';
import { languageChosen, startFirstScreenCalls } from './first-screen-calls';

describe('first screen calls before the locale file', () => {
  it("runs every page route module's clientLoader once, with the page's request", () => {
    const home = vi.fn(() => null);
    const shell = vi.fn(() => null);
    startFirstScreenCalls({ root: {}, shell: { clientLoader: shell }, home: { clientLoader: home } });
    expect(home).toHaveBeenCalledTimes(1);
    expect(shell).toHaveBeenCalledTimes(1);
    expect(home).toHaveBeenCalledWith({ request: expect.any(Request), params: {} });
    expect((home.mock.calls[0] as unknown as [{ request: Request }])[0].request.url).toBe(window.location.href);
  });

  it('leaves what a loader throws or rejects to the router, which runs it again', async () => {
    const after = vi.fn(() => null);
    expect(() =>
      startFirstScreenCalls({
        throws: {
          clientLoader: () => {
            throw new Error('redirect');
          },
        },
        rejects: { clientLoader: () => Promise.reject(new Error('offline')) },
        after: { clientLoader: after },
      }),
    ).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('knows the language as soon as i18next has chosen it, before its file has loaded', async () => {
    const chosen = languageChosen();
    const ready = setupI18n('VI');
    await chosen;
    expect(i18next.language).toBe('VI');
    expect(i18next.hasLoadedNamespace('common')).toBe(false);
    await ready;
    expect(i18next.hasLoadedNamespace('common')).toBe(true);
  });
});
