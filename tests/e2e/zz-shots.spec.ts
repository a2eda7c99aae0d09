import { describe, it } from 'vitest';
import { gotoApp, screenshot, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();
describe('shots', () => {
  for (const lang of ['en', 'vi']) {
    it(`auth ${lang}`, async () => {
      const page = await app.newPage();
      await skipNoticePopup(page);
      await gotoApp(page, '/m/register', { lang });
      await page.locator('form input').first().waitFor();
      await screenshot(page, `shot-register-${lang}`);
      await gotoApp(page, '/m/login', { lang });
      await page.locator('form input').first().waitFor();
      await screenshot(page, `shot-login-${lang}`);
      await gotoApp(page, '/m/home', { lang });
      await page.locator('.site-footer__responsible').scrollIntoViewIfNeeded();
      await page.locator('.site-footer__responsible').screenshot({ path: `tests/e2e/screenshots/shot-footer-${lang}.png` });
    });
    it(`member ${lang}`, async () => {
      const page = await app.newPage();
      await skipNoticePopup(page);
      await logInAs(page, 'demo01');
      await gotoApp(page, '/m/voucherCenter', { lang });
      await page.locator('form input[inputmode=decimal]').waitFor();
      await screenshot(page, `shot-deposit-${lang}`);
      await gotoApp(page, '/m/member/account', { lang });
      await page.locator('form input').first().waitFor();
      await screenshot(page, `shot-account-${lang}`);
    });
  }
});
