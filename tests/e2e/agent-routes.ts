/** Log-in helper shared by the agent specs, and the routes only agents reach. */
import type { Page } from 'playwright-core';
import { gotoApp } from './harness/browser';

/** Log in through the login form (password abc12345) and wait for home. */
export async function logIn(page: Page, username: string, query: Record<string, string> = {}) {
  await gotoApp(page, '/m/login', { lang: 'en', ...query });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('abc12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/m/home');
}

/** The routes only agents reach (the rest send a member away). */
export const AGENT_ONLY = new Set<string>([
  'agent',
  'agentTeamOverview',
  'memberTeam',
  'agentTeamPnl',
  'teamBetting',
  'agentRebate',
  'teamRebate',
  'agentRegister',
  'agentDividend',
  'memberNotice',
  'salaryContract',
  'dividendContract',
  'hourContract',
]);
