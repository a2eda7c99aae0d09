/**
 * One figure, one reading on every screen: the team's result of a day has the same sign on Team
 * overview and Team profit and loss; demo01's VIP level is the same in the member centre and on
 * the benefits page; the agent grid names the security centre as the side menu does.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

/** The figure under a label of a stat grid. */
const figure = (page: Page, label: string) =>
  page.locator(`.agent-stats div:has(> dt:text-is("${label}")) > dd`).first().innerText();

describe('the same figures and labels across screens', () => {
  it('agent01: today’s team result reads the same (sign included) on Team overview and Team profit and loss', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'agent01', { to: '/m/agent/team/overview' });
    const overview = await figure(page, 'Team result');
    await gotoApp(page, '/m/agent/team/pnl', { lang: 'en' });
    expect(await figure(page, 'Win/loss')).toBe(overview);

    await gotoApp(page, '/m/agent', { lang: 'en' });
    await page
      .getByRole('navigation', { name: 'Agent tools' })
      .getByRole('link', { name: 'Security centre' })
      .waitFor();
  });

  it('demo01: the member centre labels the VIP level the benefits page shows', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'demo01', { to: '/m/member/benefits' });
    await page.getByRole('main').getByText('VIP 1', { exact: true }).waitFor();
    await page.getByRole('main').getByText('Bronze', { exact: true }).first().waitFor();
    await gotoApp(page, '/m/member/home', { lang: 'en' });
    const labels = page.getByRole('main').getByRole('list', { name: 'Member labels' });
    await labels
      .getByRole('listitem')
      .filter({ hasText: /^\s*Bronze\s*$/ })
      .waitFor();
  });
});
