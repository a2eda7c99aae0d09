/**
 * Answers the app cannot read (`mock.drift=<call>`: a field the app reads is missing, another holds
 * a value of another kind) fail their call like a server fault (each row's `readable` guard,
 * src/api/readable): a list shows "Load failed, click to retry", a sign-in says "Request failed,
 * please try again", a money order is "could not confirm", and the rest of the screen stays. No
 * screen falls over to "Something went wrong", and no session is made of, or changed by, such an answer.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { EndpointName } from '../../src/api/endpoints';
import { gotoApp, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs, DEMO_PASSWORD } from './member-session';

const app = useBrowser();

const LOAD_FAILED = 'Load failed, click to retry';
const ACTION_FAILED = 'Request failed, please try again';
const CRASHED = 'Something went wrong';
/** A failing load shows its message after the query's one retry (1 s); a busy machine needs the slack. */
const LOAD_TIMEOUT_MS = 20_000;

interface Case {
  call: EndpointName;
  path: string;
  /** What the screen shows with that answer refused. */
  shows(page: Page): Locator;
}

const main = (page: Page) => page.getByRole('main');
const loadFailed = (page: Page) => main(page).getByRole('button', { name: LOAD_FAILED }).first();

/** Open each case's path with its call's answer drifted: what it shows, on the same path, and no crash. */
async function expectEachReadSafely(page: Page, cases: Case[]) {
  for (const { call, path, shows } of cases) {
    await gotoApp(page, path, { lang: 'en', 'mock.drift': call });
    // Lower sections render as they come near (the page grows meanwhile): scroll to its end until it shows.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return shows(page).isVisible();
        },
        { timeout: LOAD_TIMEOUT_MS },
      )
      .toBe(true);
    expect(await page.getByText(CRASHED).count(), `${call} on ${path}`).toBe(0);
    expect(new URL(page.url()).pathname, call).toBe(path);
  }
}

describe('answers the app cannot read', () => {
  it("as a visitor: the site status, game lists, winners, register settings and captcha; a login's answer", async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await expectEachReadSafely(page, [
      // First, with no status kept from a visit: the app starts as with a failed status call.
      {
        call: 'systemStatus',
        path: '/m/home',
        shows: (p) => main(p).getByRole('region', { name: 'Slots', exact: true }),
      },
      { call: 'gameList', path: '/m/rng', shows: loadFailed },
      {
        call: 'winnerBoard',
        path: '/m/home',
        shows: (p) => p.getByRole('region', { name: 'Big winners' }).getByRole('button', { name: LOAD_FAILED }),
      },
      { call: 'vendorGameTypes', path: '/m/hot', shows: (p) => main(p).getByRole('heading', { level: 2 }).first() },
      { call: 'hotGames', path: '/m/hot', shows: loadFailed },
      { call: 'lotteryMenu', path: '/m/lott', shows: loadFailed },
      { call: 'announcements', path: '/m/notice', shows: loadFailed },
      { call: 'helpCentre', path: '/m/help', shows: loadFailed },
      { call: 'registerSettings', path: '/m/register', shows: loadFailed },
      { call: 'captcha', path: '/m/register', shows: (p) => main(p).getByRole('textbox', { name: 'Username' }) },
    ]);

    // A login answered without a session to make of it: refused, and the player stays logged out.
    await gotoApp(page, '/m/login', { lang: 'en', 'mock.drift': 'login' });
    await page.getByLabel('Username').fill('demo01');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(ACTION_FAILED).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/login');
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  it('as a member (demo01): the session renewal, member info, mail, transactions, game records, deposit channels, VIP benefits and the mall; a deposit', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'demo01');
    const session = await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'));
    await expectEachReadSafely(page, [
      {
        call: 'sessionRenew',
        path: '/m/home',
        shows: (p) => p.getByRole('status', { name: 'Total balance' }).filter({ hasText: '12,345.67' }),
      },
      {
        call: 'memberInfo',
        path: '/m/member/home',
        shows: (p) =>
          main(p)
            .getByRole('link', { name: /Deposit/ })
            .first(),
      },
      { call: 'mailList', path: '/m/webEmail', shows: loadFailed },
      { call: 'transactionRecords', path: '/m/transaction/record', shows: loadFailed },
      { call: 'gameRecords', path: '/m/gameRecord', shows: loadFailed },
      { call: 'depositChannels', path: '/m/voucherCenter', shows: loadFailed },
      { call: 'clubBenefit', path: '/m/member/benefits', shows: loadFailed },
      { call: 'mall', path: '/m/mall/mallHome', shows: loadFailed },
    ]);
    // The renewal's unreadable answer changed nothing of the session.
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBe(session);

    // A deposit answered with the platform's success but unreadably went through: it is not called
    // failed; the player is sent to the records and the balance is read again.
    await gotoApp(page, '/m/voucherCenter', { lang: 'en', 'mock.drift': 'deposit' });
    await main(page).getByText('Bank transfer').click();
    await main(page).getByRole('button', { name: '500', exact: true }).click();
    await main(page).getByRole('button', { name: 'Deposit now' }).click();
    await main(page).getByText('We could not confirm your deposit. Please check your transaction records.').waitFor();
    await main(page).getByRole('status', { name: 'Total balance' }).filter({ hasText: '¥ 12,845.67' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Deposit successful' }).count()).toBe(0);
  });

  it("as an agent (agent01): the contract prompts, the dashboard's counters, a contract and the team's reports", async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'agent01');
    await expectEachReadSafely(page, [
      {
        call: 'dividendInfo',
        path: '/m/home',
        shows: (p) => main(p).getByRole('region', { name: 'Slots', exact: true }),
      },
      { call: 'teamKpi', path: '/m/agent', shows: loadFailed },
      { call: 'dividendContract', path: '/m/member/agent/getDevidendContract', shows: loadFailed },
      { call: 'teamOverview', path: '/m/agent/team/overview', shows: loadFailed },
      { call: 'teamMembers', path: '/m/member/team', shows: loadFailed },
      { call: 'teamPnl', path: '/m/agent/team/pnl', shows: loadFailed },
      { call: 'teamBets', path: '/m/teamBetting', shows: loadFailed },
      { call: 'rebateIncome', path: '/m/member/teamRebate', shows: loadFailed },
      { call: 'dividendRecords', path: '/m/member/agent/agentDivident', shows: loadFailed },
    ]);
  });
});
