/** Promotion comments: a member comments (≤ 140 characters) on a promotion open to them (available promotions). */
import { describe, expect, it } from 'vitest';
import { apiCalls, countApiCalls } from './harness/api-calls';
import { gotoApp, screenshot, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();
/** A long-term promotion of the demo: always open. */
const OPEN = '/m/activityDetail?id=an-PR-1';

describe('promotion comments', () => {
  it('are not offered to a visitor', async () => {
    const page = await app.newPage();
    await countApiCalls(page);
    await gotoApp(page, OPEN, { lang: 'en' });
    await page.getByRole('heading', { name: 'First deposit bonus 100%' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your comment' }).count()).toBe(0);
    expect(await apiCalls(page, 'availablePromotions')).toBe(0);
  });

  it('take a member’s comment of at most 140 characters on a promotion open to them', async () => {
    const page = await app.newPage();
    await countApiCalls(page);
    await logInAs(page, 'demo01', { to: OPEN });
    const main = page.getByRole('main');
    await main.getByText('Open to you').waitFor();
    const comment = main.getByRole('textbox', { name: 'Your comment' });
    await comment.fill('x'.repeat(141));
    await main.getByRole('button', { name: 'Send comment' }).click();
    await main.getByRole('alert').filter({ hasText: 'A comment can be at most 140 characters' }).waitFor();
    expect(await apiCalls(page, 'promotionComment')).toBe(0);

    await comment.fill('Does the bonus count for slots and fishing games?');
    await screenshot(page, 'promotion-comment');
    await main.getByRole('button', { name: 'Send comment' }).click();
    await page.getByRole('status').filter({ hasText: 'Comment sent' }).waitFor();
    expect(await apiCalls(page, 'promotionComment')).toBe(1);
    await expect.poll(() => comment.inputValue()).toBe('');
  });
});
