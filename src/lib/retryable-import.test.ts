import { describe, expect, it, vi } from 'vitest';
import { watchFailedStylesheets } from './failed-stylesheets';
import { retryableImport } from './retryable-import';

const offline = () => new TypeError('Failed to fetch dynamically imported module: /assets/promotions-a1.js');

describe('retryableImport', () => {
  it('imports again after a failed attempt, and keeps the module once it has loaded', async () => {
    const module = { default: 'Promotions' };
    const load = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue(module);
    const route = retryableImport(load);

    await expect(route()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(route.loaded).toBeUndefined();

    await expect(route()).resolves.toBe(module);
    expect(route.loaded).toBe(module);
    await expect(route()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one attempt between callers while it is under way', async () => {
    let arrive!: (module: object) => void;
    const load = vi.fn(() => new Promise<object>((resolve) => (arrive = resolve)));
    const route = retryableImport(load);

    const first = route();
    const second = route();
    arrive({ default: 'Home' });
    expect(await first).toBe(await second);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares a failing attempt too, then starts a new one', async () => {
    let fail!: (error: Error) => void;
    const load = vi.fn(() => new Promise<object>((_, reject) => (fail = reject)));
    const route = retryableImport(load);

    const both = Promise.allSettled([route(), route()]);
    fail(offline());
    expect((await both).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(load).toHaveBeenCalledTimes(1);
    void route().catch(() => undefined);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('links again the stylesheets that failed before it imports again', async () => {
    watchFailedStylesheets();
    const css = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/footer-b2.css' });
    document.head.append(css);
    css.dispatchEvent(new Event('error'));
    const linkedWhenLoading: boolean[] = [];
    const load = vi.fn(async () => {
      const again = document.head.querySelector('link[href="/assets/footer-b2.css"]');
      linkedWhenLoading.push(again !== null);
      again?.dispatchEvent(new Event('load'));
      if (linkedWhenLoading.length === 1) throw offline();
      return { default: 'Footer' };
    });
    const footer = retryableImport(load);
    await expect(footer()).rejects.toThrow();
    // The stylesheet failed before the first attempt; that attempt is what fails, the retry relinks it.
    const retried = footer();
    document.head.querySelector('link[href="/assets/footer-b2.css"]')?.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toEqual({ default: 'Footer' });
    expect(linkedWhenLoading).toEqual([false, true]);
    document.head.querySelector('link[href="/assets/footer-b2.css"]')?.remove();
  });
});
