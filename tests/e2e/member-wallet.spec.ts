/**
 * Money flows of a member (demo01, balance ¥ 12,345.67 on a fresh mock database): the balance
 * widget, its hide toggle, a deposit raising the balance shown, a withdrawal and the records.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

describe('deposit and balance widget', () => {
  it('raises the balance shown in the widget after a deposit; the hide toggle masks it', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/voucherCenter' });

    const main = page.getByRole('main');
    const balance = main.getByRole('status', { name: 'Total balance' });
    await balance.filter({ hasText: '¥ 12,345.67' }).waitFor();

    await main.getByText('Bank transfer').click();
    await main.getByRole('button', { name: '500', exact: true }).click();
    await screenshot(page, 'member-deposit');
    await main.getByRole('button', { name: 'Deposit now' }).click();

    const dialog = page.getByRole('dialog', { name: 'Deposit successful' });
    await dialog.getByText('¥ 12,845.67').waitFor();
    await screenshot(page, 'member-deposit-success');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await balance.filter({ hasText: '¥ 12,845.67' }).waitFor();

    await main.getByRole('button', { name: 'Hide balance', pressed: false }).click();
    await expect.poll(() => balance.textContent()).toMatch(/^\*+$/);
    // Every widget on screen (the header's too) hides together.
    expect(await page.getByRole('banner').getByText('12,845.67').count()).toBe(0);
    await main.getByRole('button', { name: 'Hide balance', pressed: true }).click();
    await balance.filter({ hasText: '¥ 12,845.67' }).waitFor();
  });

  it('keeps the typed amount and shows the limit next to the field when it is out of range', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/voucherCenter' });
    const main = page.getByRole('main');
    await main.getByText('Bank transfer').click();
    const amount = main.getByRole('textbox', { name: 'Amount' });
    await amount.fill('99');
    await main.getByRole('button', { name: 'Deposit now' }).click();
    await main.getByRole('alert').filter({ hasText: 'The minimum is ¥ 100.00' }).waitFor();
    expect(await amount.inputValue()).toBe('99');
  });
});

describe('withdraw and records', () => {
  it('checks the payment password, withdraws within the balance and lists it in the records', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/withdraw' });
    const main = page.getByRole('main');
    const amount = main.getByRole('textbox', { name: 'Amount' });
    const password = main.getByLabel('Payment password', { exact: true });

    await amount.fill('20000');
    await password.fill('123456');
    await main.getByRole('button', { name: 'Withdraw now' }).click();
    await main.getByRole('alert').filter({ hasText: 'The amount is more than your balance' }).waitFor();

    await amount.fill('100');
    await password.fill('654321');
    await main.getByRole('button', { name: 'Withdraw now' }).click();
    await main.getByRole('alert').filter({ hasText: 'Incorrect payment password' }).waitFor();
    expect(await amount.inputValue()).toBe('100');

    await password.fill('123456');
    await screenshot(page, 'member-withdraw');
    await main.getByRole('button', { name: 'Withdraw now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdrawal submitted' });
    await dialog.getByText('¥ 12,245.67').waitFor();
    await dialog.getByRole('link', { name: 'View records' }).click();

    await page.waitForURL((url) => url.pathname === '/m/transaction/record' && url.searchParams.get('types') === 'W');
    const list = main.getByRole('list', { name: 'Transactions' });
    const first = list.getByRole('listitem').first();
    await first.getByText('−100.00').waitFor();
    await first.getByText('Processing').waitFor();
    await first.getByText('Balance ¥ 12,245.67').waitFor();
    expect(await list.getByText('Deposit', { exact: true }).count()).toBe(0);
    await screenshot(page, 'member-records');
  });

  it('filters the records by the types query and pages with load more', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/transaction/record?types=A' });
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Period' }).selectOption('last30');
    const rows = main.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(20);
    await main.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(20);

    await main.getByRole('button', { name: 'Bets', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('types') === 'B');
    await expect.poll(async () => new Set(await rows.locator('strong').allTextContents()).size).toBe(1);
    expect(await rows.first().locator('strong').textContent()).toBe('Bet');
  });
});
