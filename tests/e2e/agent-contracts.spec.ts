/**
 * Contract prompts on home: agent01 has a pending daily-salary contract; Go opens its page, where
 * it is signed, and home stops asking.
 */
import { describe, expect, it } from 'vitest';
import { logInAs } from './member-session';
import { gotoApp, screenshot, useBrowser } from './harness/browser';

const app = useBrowser();

describe('contract prompts', () => {
  it('prompts agent01 on home, Go opens the daily salary contract, signing it ends the prompts', async () => {
    const page = await app.newPage();
    await logInAs(page, 'agent01');

    // One dialog at a time: the session's notice popup first, then the contract prompt.
    const notice = page.getByRole('dialog', { name: 'Welcome! 100% bonus on your first deposit' });
    await notice.getByRole('button', { name: 'Skip' }).click();
    const prompt = page.getByRole('dialog', { name: 'Daily salary contract' });
    await prompt.getByText('You have a daily salary contract waiting to be signed').waitFor();
    await prompt.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL((url) => url.pathname === '/m/member/agent/getSalaryContract');

    await page.getByText('Waiting for your signature').waitFor();
    const tiers = page.getByRole('table', { name: 'Reward tiers' });
    expect(await tiers.getByRole('row').count()).toBe(5);
    const sign = page.getByRole('button', { name: 'Sign contract' });
    expect(await sign.isDisabled()).toBe(true);
    await page.getByLabel('I have read and accept the contract terms').check();
    await screenshot(page, 'agent-contract');
    await sign.click();
    await page.getByText('Signed', { exact: true }).waitFor();
    expect(await sign.count()).toBe(0);

    await gotoApp(page, '/m/home', { lang: 'en' });
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'Daily salary contract' }).count()).toBe(0);
  });

  it('does not prompt a member without pending contracts (demo01)', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01');
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: /contract/ }).count()).toBe(0);
  });
});
