/**
 * The agent home (/m/agent): agent01 sees the greeting, today's four team counters and the grid
 * items the menu whitelist enables; members are sent home.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInAs } from './member-session';
import { gotoApp, screenshot, useBrowser } from './harness/browser';

const app = useBrowser();

const COUNTERS = ['Members logged in', 'Betting members', 'Registered members', 'Online members'];
const GRID = [
  'Team overview',
  'Transaction records',
  'Team management',
  'Team profit and loss',
  'Team betting',
  'Rebate settings',
  'Agent rebate income',
  'Security centre',
  'Messages',
  'Online service',
];

const gridNames = async (page: Page) => {
  const grid = page.getByRole('navigation', { name: 'Agent tools' });
  await grid.getByRole('link', { name: 'Online service' }).waitFor();
  return (await grid.locator('.agent-grid__label').allInnerTexts()).map((text) => text.trim());
};

describe('agent dashboard', () => {
  it('greets agent01 and shows the balance, four team counters, the full grid and the agent footer', async () => {
    const page = await app.newPage();
    await logInAs(page, 'agent01', { to: '/m/agent' });

    const greeting = /^Good (morning|afternoon|late afternoon|evening), agent01$/;
    await page.getByRole('heading', { level: 2, name: greeting }).waitFor();
    await page
      .getByRole('region', { name: greeting })
      .getByRole('status', { name: 'Total balance' })
      .filter({ hasText: '88,210.50' })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/m/withdraw');
    expect(await page.getByRole('link', { name: 'Deposit' }).first().getAttribute('href')).toBe('/m/voucherCenter');

    const counters = page.getByRole('region', { name: "Today's team" });
    for (const name of COUNTERS) {
      const value = counters.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd');
      await expect.poll(() => value.textContent()).toMatch(/^\d+$/);
    }
    expect(await gridNames(page)).toEqual(GRID);
    const footer = page.getByRole('navigation', { name: 'Agent menu' });
    await footer.getByRole('link', { name: 'Dividend' }).waitFor();
    expect(await footer.getByRole('link', { name: 'Open account' }).getAttribute('href')).toBe('/m/agentRegister');
    expect(await footer.getByRole('link', { name: /Announcements/ }).getAttribute('href')).toBe(
      '/m/member/notice?types=A',
    );
    await screenshot(page, 'agent-dashboard');
  });

  it('hides a grid item whose whitelist key is off', async () => {
    const page = await app.newPage();
    await logInAs(page, 'agent01', { to: '/m/agent', query: { 'mock.flags': 'DOWNMAN:0,AGEREBINC3:0' } });
    expect(await gridNames(page)).toEqual(
      GRID.filter((name) => name !== 'Team management' && name !== 'Agent rebate income'),
    );
  });

  it('sends a member (demo01) from /m/agent to /m/home', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01');
    await gotoApp(page, '/m/agent', { lang: 'en' });
    await page.waitForURL((url) => url.pathname === '/m/home');
    expect(await page.getByRole('navigation', { name: 'Agent tools' }).count()).toBe(0);
  });
});
