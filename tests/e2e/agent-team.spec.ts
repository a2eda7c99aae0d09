/** agent01's team screens: management (200+ members, paging, search), overview, profit and loss, betting. */
import { describe, expect, it } from 'vitest';
import { logInAs } from './member-session';
import { gotoApp, screenshot, useBrowser } from './harness/browser';

const app = useBrowser();

describe('agent team screens', () => {
  it('pages through 200+ team members and finds one by username', async () => {
    const page = await app.newPage();
    await logInAs(page, 'agent01', { to: '/m/member/team' });

    const count = page.getByText(/^\d+ members$/);
    await count.waitFor();
    expect(Number((await count.textContent())!.split(' ')[0])).toBeGreaterThan(200);
    const list = page.getByRole('list', { name: 'Team management' });
    expect(await list.getByRole('listitem').count()).toBe(20);
    await screenshot(page, 'agent-team');

    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByText('Page 1 of 12').waitFor();
    await pager.getByRole('button', { name: 'Next page' }).click();
    await pager.getByText('Page 2 of 12').waitFor();

    const wanted = (await list.locator('.agent-row__name').first().textContent())!;
    await page.getByLabel('Search member').fill(wanted);
    await expect.poll(() => list.locator('.agent-row__name').allTextContents()).toContain(wanted);
    expect(await list.getByRole('listitem').count()).toBeLessThan(20);

    await page.getByRole('button', { name: 'Online', exact: true }).click();
    await page.getByLabel('Search member').fill('');
    await expect.poll(async () => Number((await count.textContent())!.split(' ')[0])).toBeLessThan(100);
  });

  it('shows the overview, profit and loss and betting of the team for a chosen period', async () => {
    const page = await app.newPage();
    await logInAs(page, 'agent01', { to: '/m/agent/team/overview' });
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.getByRole('term').filter({ hasText: 'Team size' }).waitFor();
    await screenshot(page, 'agent-overview');

    await gotoApp(page, '/m/agent/team/pnl', { lang: 'en' });
    await page.getByRole('button', { name: 'This month' }).click();
    await page.getByRole('list', { name: 'Team profit and loss' }).getByRole('listitem').first().waitFor();
    await screenshot(page, 'agent-pnl');

    await gotoApp(page, '/m/teamBetting', { lang: 'en' });
    await page.getByRole('button', { name: 'Yesterday' }).click();
    await page.getByRole('list', { name: 'Team betting' }).getByRole('listitem').first().waitFor();
    await screenshot(page, 'agent-bets');
  });
});
