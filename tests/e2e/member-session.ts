/** Log-in helper of the member specs. */
import type { Page } from 'playwright-core';
import { gotoApp } from './harness/browser';

export const DEMO_PASSWORD = 'abc12345';

/** Log in through the login form and wait for home; then `gotoApp` any member screen (session and mock DB persist). */
export async function logInAs(page: Page, username: string, query: Record<string, string> = {}) {
  await gotoApp(page, '/m/login', { lang: 'en', ...query });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/m/home');
}
