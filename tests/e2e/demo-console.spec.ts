/**
 * The Demo panel's QA console: the call log lists the calls of a page load (`window.__mock.calls`
 * and the panel), "fail next" with an error code fails the next call of that name once, and the
 * demo clock's fast-forward moves the lottery draws (and stays moved after a reload).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCalls, countApiCalls } from './harness/api-calls';
import { gotoApp, skipNoticePopup, useBrowser } from './harness/browser';
import { DEMO_PASSWORD } from './member-session';

const app = useBrowser();

/** The calls of the log as `METHOD /path`, as the api-calls harness counts the app's fetches. */
const loggedCalls = (page: Page) =>
  page.evaluate(() => window.__mock!.calls.map((c) => `${c.method} ${new URL(c.url).pathname}`));
const fetchedCalls = (page: Page) => page.evaluate(() => (window as unknown as { __apiCalls: string[] }).__apiCalls);

const openPanel = async (page: Page) => {
  await page.getByRole('button', { name: 'Demo', exact: true }).click();
  return page.getByRole('dialog', { name: 'Demo controls' });
};

describe('call log', () => {
  it('lists every call of a page load, in window.__mock.calls and in the Demo panel', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await countApiCalls(page);
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page.getByRole('region', { name: 'Hot', exact: true }).waitFor();
    expect(await apiCalls(page, 'hotGames')).toBeGreaterThan(0);
    // Every call the app made shows in the log once it is answered.
    await expect.poll(async () => (await loggedCalls(page)).sort()).toEqual((await fetchedCalls(page)).sort());
    const calls = await page.evaluate(() => window.__mock!.calls);
    expect(calls.map((c) => c.name)).toEqual(expect.arrayContaining(['systemStatus', 'hotGames']));
    for (const call of calls) {
      expect(call).toMatchObject({ status: expect.any(Number), latencyMs: expect.any(Number) });
      expect(call.answer.length).toBeGreaterThan(0);
    }

    const log = (await openPanel(page)).getByRole('region', { name: /^Call log \(\d+\)$/ });
    const hot = log.getByRole('button', { name: /hotGames POST 200/ });
    await hot.click();
    expect(await hot.getAttribute('aria-expanded')).toBe('true');
    await log.getByRole('button', { name: 'Copy as curl' }).waitFor();
    await log.getByRole('button', { name: 'Fail next' }).waitFor();
  });

  it('"fail next" with an error code fails the next login once; the one after goes through', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/login', { lang: 'en', 'mock.captchaAfter': 9 });
    const form = page.getByRole('main');
    await form.getByLabel('Username').fill('demo01');
    await form.getByLabel('Password').fill('wrong-pass');
    await form.getByRole('button', { name: 'Login' }).click();
    await form.getByText('Incorrect username or password').waitFor();

    const log = (await openPanel(page)).getByRole('region', { name: /^Call log/ });
    await log.getByRole('button', { name: /login POST 200/ }).click();
    await log.getByRole('combobox', { name: 'Error to answer' }).selectOption('member.disabled');
    await log.getByRole('button', { name: 'Fail next', pressed: false }).click();
    await log.getByRole('button', { name: 'Fail next', pressed: true }).waitFor();
    await page.keyboard.press('Escape');

    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Login' }).click();
    await form.getByText('Sorry, the user does not exist or is disabled').waitFor();
    expect(await page.evaluate(() => window.__mock!.controls.failNext)).toEqual([]);
    await form.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/m/home');
  });
});

describe('demo clock', () => {
  const FAST_1 = 'Vietnam Super Fast 1 min';
  const drawOf = (page: Page) =>
    page
      .getByRole('article', { name: FAST_1 })
      .getByText(/^Draw \d{8}-\d{4}$/)
      .innerText();
  /** The draw's day, `YYYYMMDD`. */
  const dayOf = (draw: string) => draw.slice('Draw '.length, 'Draw '.length + 8);
  const nextDay = (day: string) => {
    const date = new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString().slice(0, 10).replaceAll('-', '');
  };

  it('+1 day moves the lottery draws a day on, in the open lobby and after a reload', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/lott', { lang: 'en' });
    const today = dayOf(await drawOf(page));

    const panel = await openPanel(page);
    await panel.getByRole('region', { name: 'Demo clock' }).getByRole('button', { name: '+1 day' }).click();
    await panel.getByText(/1 d 0 h 0 min ahead of real time/).waitFor();
    await page.keyboard.press('Escape');
    // The lobby's countdowns run out at once; its menu brings the next draws at its next refresh (30 s at most).
    await expect.poll(async () => dayOf(await drawOf(page)), { timeout: 40_000 }).toBe(nextDay(today));

    await page.reload();
    await page.getByRole('article', { name: FAST_1 }).waitFor();
    expect(await page.evaluate(() => window.__mock!.controls.clock)).toBe(86_400_000);
    expect(dayOf(await drawOf(page))).toBe(nextDay(today));
  });
});

describe('the Demo panel beside the app', () => {
  it('leaves the app its taps when the panel is ready first (the language file comes late)', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    // The app starts once its language file is in; the panel mounts once the page is idle (2 s at most).
    await page.route('**/assets/locale-pt-*.js', async (route) => {
      await new Promise((later) => setTimeout(later, 4_000));
      await route.continue();
    });
    await gotoApp(page, '/m/home', { lang: 'pt' });
    await page.getByRole('button', { name: 'Demo', exact: true }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog').waitFor({ timeout: 5_000 });
  });
});
