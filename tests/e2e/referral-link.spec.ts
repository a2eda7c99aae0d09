/** A member's referral link (the invite dialog's): the register page sends the member as recommenderId. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, mockState, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Who the mock recorded as the referrer of each new member (its database persists in the page's storage). */
const referrals = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('MOCK_DB') ?? '{}') as { state?: { slices?: Record<string, unknown> } }).state
        ?.slices?.referrals,
  );

describe('referral link', () => {
  it('a new player registering from demo01’s invite link is recorded as referred by demo01', async () => {
    const member = await app.newPage();
    await skipNoticePopup(member); // home's notice popup would open above the menu
    await logInAs(member, 'demo01');
    await member.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Invite' }).click();
    const link = new URL(await member.getByLabel('Your invite link').inputValue());
    expect(link.pathname + link.search).toBe('/m/register?recommenderId=demo01');

    const visitor = await app.newPage();
    await gotoApp(visitor, link.pathname + link.search, { lang: 'en' });
    await field(visitor, 'Username').fill('friend42');
    await field(visitor, 'Password').fill('abc12345');
    await field(visitor, 'Confirm password').fill('abc12345');
    await field(visitor, 'Real name').fill('Le Thi Ban');
    await expect.poll(async () => (await mockState(visitor)).captcha).toMatch(/^\d{4}$/);
    await field(visitor, 'Verification code').fill((await mockState(visitor)).captcha!);
    await visitor.getByRole('button', { name: 'Register' }).click();
    await visitor.getByRole('dialog', { name: 'Registration successful' }).waitFor();
    await expect.poll(() => referrals(visitor)).toEqual({ friend42: 'demo01' });
  });
});
