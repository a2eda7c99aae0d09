/**
 * Layout rules of accounts-and-access §2: login, register and forget show their banner group without
 * its first banner (register: header, banner, form); /m/notice has a back control to /m/home.
 */
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, useBrowser } from './harness/browser';

const app = useBrowser();

/** The demo's m_reg group, in order: the first is hidden on these pages. */
const FIRST_BANNER = 'Welcome bonus 100%';
const SECOND_BANNER = 'Invite friends, earn more';

describe('auth pages', () => {
  it.each(['/m/login', '/m/register', '/m/forget'])('%s shows its banners without the first', async (path) => {
    const page = await app.newPage();
    await gotoApp(page, path, { lang: 'en' });
    const carousel = page.getByRole('region', { name: 'Featured promotions' });
    await carousel.getByRole('img', { name: SECOND_BANNER }).waitFor();
    expect(await page.getByRole('img', { name: FIRST_BANNER }).count()).toBe(0);
    if (path === '/m/register') {
      // Header, banner, form: the banner stands between the title bar and the form.
      const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
      expect(await top('.title-bar')).toBeLessThan(await top('.auth-page__banner'));
      expect(await top('.auth-page__banner')).toBeLessThan(await top('form'));
      await screenshot(page, 'auth-register-banner');
    }
  });
});

describe('/m/notice', () => {
  it('has a back control that goes to /m/home', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/activity', { lang: 'en' });
    await gotoApp(page, '/m/notice', { lang: 'en' });
    await page.getByRole('heading', { name: 'Notices' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/m/home');
  });
});
