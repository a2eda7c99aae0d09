/**
 * The prerendered frame paints from the page alone: its stylesheets are inline (build/inline-styles.ts),
 * so a slow network's round trip for each stylesheet does not hold the first paint.
 */
import { describe, expect, inject, it } from 'vitest';
import { skipNoticePopup, useBrowser } from './harness/browser';

const app = useBrowser();

describe('first paint', () => {
  it('draws the styled frame with every stylesheet request refused and no script run', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await page.route('**/*.{css,js}', (route) => route.abort());
    await page.goto(`${inject('baseUrl')}/m/home?lang=en`, { waitUntil: 'domcontentloaded' });
    const frame = await page.evaluate(() => {
      const bar = document.querySelector('.brand-bar');
      const menu = document.querySelector('.bottom-menu');
      return {
        bar: bar ? getComputedStyle(bar).backgroundImage : 'none',
        menu: menu ? getComputedStyle(menu).position : 'static',
        enabledLinks: document.querySelectorAll('link[rel="stylesheet"]:not([disabled])').length,
      };
    });
    expect(frame.bar).toContain('gradient');
    expect(frame.menu).toBe('fixed');
    expect(frame.enabledLinks).toBe(0);
  });
});
