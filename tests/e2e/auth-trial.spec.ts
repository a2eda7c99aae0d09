/** Free trial and logout against the built demo. */
import { describe, expect, it } from 'vitest';
import { gotoApp, mockState, screenshot, useBrowser } from './harness/browser';

const app = useBrowser();

describe('trial and logout', () => {
  it('starts a free trial from the login page (type 4, trial name in session storage), then logs out', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/login', { lang: 'en' });
    await page.getByRole('link', { name: 'Free trial' }).click();
    await page.waitForURL((url) => url.pathname === '/m/trail');
    await screenshot(page, 'auth-trial');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL((url) => url.pathname === '/m/home');
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO')!));
    expect(session).toMatchObject({ type: 4, merchantCode: 'DEMOTRIAL' });
    expect(await page.evaluate(() => sessionStorage.getItem('trialName'))).toBe(session.userName);
    // From the trial login on, every call speaks for the trial merchant, in its header and in its payload.
    const afterLogin = async () => {
      const { calls } = await mockState(page);
      return calls.slice(calls.findIndex((call) => call.name === 'trialLogin'));
    };
    await expect.poll(async () => (await afterLogin()).some((call) => call.name === 'announcements')).toBe(true);
    for (const call of await afterLogin()) {
      expect(call.headers.merchant ?? call.headers.Merchant, call.name).toBe('DEMOTRIAL');
      const payload = (call.payload ?? {}) as { merchant?: string; merchantCode?: string };
      if (call.name !== 'trialLogin')
        expect(payload.merchant ?? payload.merchantCode ?? 'DEMOTRIAL', call.name).toBe('DEMOTRIAL');
    }

    // Home greets a new session with the notice popup; close it first.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out' });
    await confirm.getByText('Are you sure you want to log out?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
    expect(await page.evaluate(() => sessionStorage.getItem('trialName'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/m/home');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
  });
});
