/** Log-in helpers of the member and agent specs. */
import type { Page } from 'playwright-core';
import { gotoApp } from './harness/browser';

/** Every demo account's password (../shared/DECISIONS.md). */
export const DEMO_PASSWORD = 'abc12345';

/** Fill in and send the login form of the page on /m/login. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export interface LogInOptions {
  /**
   * The screen to land on (default home), given to the login page as its `returnTo`: the app goes
   * there itself after the login, so a test opens one page, not the login page and then its own.
   */
  to?: string;
  /** More of the login page's query (mock controls); `lang` is `en` unless set. */
  query?: Record<string, string>;
}

/** Log in through the login form and wait for `to`; the session and the mock's data last across later `gotoApp`s. */
export async function logInAs(page: Page, username: string, { to = '/m/home', query = {} }: LogInOptions = {}) {
  const returnTo: Record<string, string> = to === '/m/home' ? {} : { returnTo: to };
  await gotoApp(page, '/m/login', { lang: 'en', ...returnTo, ...query });
  await submitLogin(page, username);
  const landing = new URL(to, 'http://any').pathname;
  await page.waitForURL((url) => url.pathname === landing);
}
