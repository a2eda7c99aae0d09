/** Feedback from the member centre: the spec's limits checked on the page, then the PUT. */
import { describe, expect, it } from 'vitest';
import { apiCalls, countApiCalls } from './harness/api-calls';
import { screenshot, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

/** A 1×1 png. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('feedback', () => {
  it('is reached from the member centre, refuses what the spec does not allow, and sends the rest', async () => {
    const page = await app.newPage();
    await countApiCalls(page);
    await logInAs(page, 'demo01', { to: '/m/member/home' });
    await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Feedback' }).click();
    await page.waitForURL((url) => url.pathname === '/m/member/feedback');

    const main = page.getByRole('main');
    const text = main.getByRole('textbox', { name: 'Your feedback' });
    const images = main.getByLabel('Images (optional)');
    await main.getByRole('button', { name: 'Submit' }).click();
    await main.getByRole('alert').filter({ hasText: 'Please write your feedback' }).waitFor();
    await text.fill('x'.repeat(141));
    await main.getByRole('alert').filter({ hasText: 'Feedback between 1 and 140 characters' }).waitFor();

    await images.setInputFiles({ name: 'clip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await main.getByRole('alert').filter({ hasText: 'Images must be png or jpg' }).waitFor();
    await images.setInputFiles(
      ['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG })),
    );
    await main.getByRole('alert').filter({ hasText: 'At most 3 images' }).waitFor();
    const attached = main.getByRole('list', { name: 'Attached images' });
    await expect.poll(() => attached.getByRole('img').count()).toBe(3);
    expect(await apiCalls(page, 'feedback')).toBe(0);

    await text.fill('The lottery lobby loads fast. Please add more Vietnamese draws.');
    await screenshot(page, 'member-feedback');
    await main.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you for your feedback' }).waitFor();
    expect(await apiCalls(page, 'feedback')).toBe(1);
    await expect.poll(() => text.inputValue()).toBe('');
    expect(await attached.count()).toBe(0);
  });
});
