/** The floating service widget of the demo (it has Telegram and Facebook links): one "Contact us" button. */
import type { Page } from 'playwright-core';

/** Unfold the widget: Telegram, Facebook and the service-menu button show above it. */
export async function unfoldServiceWidget(page: Page): Promise<void> {
  await page
    .getByRole('complementary', { name: 'Service shortcuts' })
    .getByRole('button', { name: 'Contact us', expanded: false })
    .click();
}

/** Open the service menu (a sheet) from the widget. */
export async function openServiceMenu(page: Page): Promise<void> {
  await unfoldServiceWidget(page);
  await page.getByRole('button', { name: 'Open the service menu' }).click();
}
