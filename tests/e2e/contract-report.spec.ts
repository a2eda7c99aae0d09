/**
 * The live adapter's contract check against a deliberately drifted answer: a demo built with
 * VITE_CONTRACT_CHECK=true (its own build, beside the suite's), the mock's `mock.drift=gameList`
 * breaking the game list's answer. The drift is warned once on the console and listed on
 * /m/contract (call, field, expected, got), also after a reload of the tab.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/serve-static.mjs';
import { gotoApp, screenshot, useBrowser } from './harness/browser';
import { PROJECT_ROOT, viteBuild } from './harness/vite-build';

/** Beside the suite's own build (E2E_DEMO_DIR), else in the ignored .e2e/ folder. */
const OUT_DIR = join(
  PROJECT_ROOT,
  process.env.E2E_DEMO_DIR ? `${process.env.E2E_DEMO_DIR}-contract-check` : '.e2e/contract-check',
);
const BUILD_TIMEOUT_MS = 240_000;

const app = useBrowser();
let server: { url: string; close(): Promise<void> | void };

beforeAll(async () => {
  await viteBuild('demo', OUT_DIR, { VITE_CONTRACT_CHECK: 'true' });
  server = await startStaticServer(OUT_DIR, 0);
}, BUILD_TIMEOUT_MS);
afterAll(() => server?.close());

describe('contract drift report (/m/contract)', () => {
  it('shows a drifted mock answer, warned once on the console', async () => {
    const page = await app.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[contract]')) warnings.push(message.text());
    });

    await gotoApp(page, '/m/rng', { lang: 'en', 'mock.drift': 'gameList' }, server.url);
    await expect.poll(() => warnings.length).toBe(1);
    // The game list is asked again (another lobby): drift is reported once per call.
    await gotoApp(page, '/m/fish', { lang: 'en' }, server.url);
    await page.waitForLoadState('networkidle');

    await gotoApp(page, '/m/contract', { lang: 'en' }, server.url);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Contract drift' }).waitFor();
    const table = main.getByRole('table', { name: 'Drifted fields' });
    const rows = async () =>
      (await table.getByRole('row').allInnerTexts()).slice(1).map((row) => row.split('\t').map((s) => s.trim()));
    const expected = [
      ['gameList', 'games', '"games"', 'undefined'],
      ['gameList', 'pageNum', 'number', '"drift"'],
    ];
    await expect.poll(rows).toEqual(expected);
    expect(await main.getByRole('note').count()).toBe(0); // the check is on in this build
    expect(warnings).toEqual([
      '[contract] gameList answered outside its contract:\n' +
        '  games: expected "games", got undefined\n' +
        '  pageNum: expected number, got "drift"',
    ]);
    await screenshot(page, 'contract-report');
  });
});
