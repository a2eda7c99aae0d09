import { beforeAll, describe, expect, it } from 'vitest';
import { relinkFailedStylesheets, watchFailedStylesheets } from './failed-stylesheets';

describe('failed stylesheets', () => {
  beforeAll(() => watchFailedStylesheets());

  it('takes out a stylesheet link that failed, and links it again (as it was) before a retry', async () => {
    const failed = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: '/assets/promotions-c3.css',
      crossOrigin: '',
    });
    const print = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: '/assets/index-d4.css',
      media: 'print',
    });
    document.head.append(failed, print);
    failed.dispatchEvent(new Event('error'));
    expect(failed.isConnected).toBe(false);
    expect(print.isConnected).toBe(true);

    const relinked = relinkFailedStylesheets();
    const again = document.head.querySelector<HTMLLinkElement>('link[href="/assets/promotions-c3.css"]')!;
    expect(again).not.toBe(failed);
    expect(again.crossOrigin).toBe('');
    again.dispatchEvent(new Event('load'));
    await relinked;
    expect(again.isConnected).toBe(true);
    // Nothing left to link again.
    await relinkFailedStylesheets();
    expect(document.head.querySelectorAll('link[href="/assets/promotions-c3.css"]')).toHaveLength(1);
    again.remove();
    print.remove();
  });

  it('leaves React Router’s style prefetch alone: the router removes it and asks again itself', async () => {
    const prefetch = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: '/assets/activity-e5.css',
    });
    prefetch.onerror = () => prefetch.remove();
    document.head.append(prefetch);
    prefetch.dispatchEvent(new Event('error'));
    await relinkFailedStylesheets();
    expect(document.head.querySelectorAll('link[href="/assets/activity-e5.css"]')).toHaveLength(0);
  });
});
