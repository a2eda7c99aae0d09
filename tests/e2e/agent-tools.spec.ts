/** agent01's other tools: rebate settings and income, dividends, open account, notices, invite dialog. */
import { describe, expect, it } from 'vitest';
import { logInAs } from './member-session';
import { gotoApp, screenshot, useBrowser } from './harness/browser';

const app = useBrowser();

describe('agent tools', () => {
  it('saves a downline rebate rate within the own rate and shows rebate income and dividends', async () => {
    const page = await app.newPage();
    await logInAs(page, 'agent01', { to: '/m/member/agent/agentRebeat' });
    const slots = page.getByLabel('Downline rate for Slots (%)');
    await slots.fill('9');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Enter 0 to 1.2, in steps of 0.1').waitFor();
    await slots.fill('0.4');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Rebate settings saved' }).waitFor();
    await screenshot(page, 'agent-rebate');
    await gotoApp(page, '/m/member/agent/agentRebeat', { lang: 'en' });
    await expect.poll(() => page.getByLabel('Downline rate for Slots (%)').inputValue()).toBe('0.4');

    await gotoApp(page, '/m/member/teamRebate', { lang: 'en' });
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.getByRole('list', { name: 'Agent rebate income' }).getByRole('listitem').first().waitFor();

    await gotoApp(page, '/m/member/agent/agentDivident', { lang: 'en' });
    const dividends = page.getByRole('list', { name: 'Dividend' });
    await dividends.getByText('Pending').waitFor();
    expect(await dividends.getByRole('listitem').count()).toBe(8);
    await screenshot(page, 'agent-dividend');
  });

  it('opens a member account that then appears in the team, and refuses a taken name next to the field', async () => {
    const page = await app.newPage();
    await logInAs(page, 'agent01', { to: '/m/agentRegister' });
    await page.getByLabel('Username').fill('demo01');
    await page.getByLabel('Password', { exact: true }).fill('abc12345');
    await page.getByLabel('Confirm password').fill('abc12345');
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByText('Sorry, the username already exists').waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('abc12345');

    await page.getByLabel('Username').fill('newteam01');
    await page.getByRole('button', { name: 'Open account' }).click();
    const done = page.getByRole('dialog', { name: 'Account opened' });
    await done.getByText('Member account newteam01 has joined your team.').waitFor();
    await screenshot(page, 'agent-register');
    await done.getByRole('link', { name: 'View team' }).click();
    await page.waitForURL((url) => url.pathname === '/m/member/team');
    await page.getByLabel('Search member').fill('newteam01');
    await page.getByRole('list', { name: 'Team management' }).getByText('newteam01').waitFor();
  });

  it('lists agent notices, marks one read when opened, and shows the invite code in the bottom-menu dialog', async () => {
    const page = await app.newPage();
    await logInAs(page, 'agent01', { to: '/m/member/notice?types=A' });
    const list = page.getByRole('list', { name: 'Announcements' });
    await list.getByRole('listitem').first().waitFor();
    const unread = list.getByLabel('Unread');
    const before = await unread.count();
    expect(before).toBeGreaterThan(0);
    await list.getByRole('button').first().click();
    await expect.poll(() => unread.count()).toBe(before - 1);
    await screenshot(page, 'agent-notices');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite friends' });
    await dialog.getByText('LUCKY88').waitFor();
    expect(await dialog.getByLabel('Your invite link').inputValue()).toMatch(/\/m\/register\?affiliateCode=LUCKY88$/);
    await screenshot(page, 'agent-invite');
  });
});
