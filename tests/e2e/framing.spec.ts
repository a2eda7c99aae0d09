/**
 * Clickjacking: a page of another origin (here another port of 127.0.0.1) frames the app. With
 * the headers the build writes for static hosts (_headers, which the static test server sends),
 * Chromium refuses to show it at all. On a host that sends none, the app itself does not start
 * in the frame: no shell, no mock backend, no call, only a notice whose link opens the app in the
 * top window. A frame of the app's own origin runs the app (allowed on purpose: src/app/framing.ts).
 */
import { createServer, type Server } from 'node:http';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser, APP_SHELL } from './harness/browser';

const app = useBrowser();
const FRAME_HEADERS = ['content-security-policy', 'x-frame-options'];

/** Another origin: one page that frames the URL in its `src` query. */
let foreign: { server: Server; url: string };
beforeAll(async () => {
  const server = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://localhost').searchParams.get('src') ?? '';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><meta name="viewport" content="width=device-width"><title>Win a prize</title><iframe style="border:0" src="${src.replaceAll('"', '&quot;')}" width="375" height="700"></iframe>`,
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  foreign = { server, url: `http://127.0.0.1:${port}` };
});
afterAll(() => new Promise<void>((done) => foreign.server.close(() => done())));

const appUrl = (path: string, lang = 'en') => `${inject('baseUrl')}${path}?mock.latency=0&lang=${lang}`;

/** Every request of the page and its frames to the API (the mock answers inside the page: any that reaches the network went around it). */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => request.url().includes('/wps/') && seen.push(request.url()));
  return seen;
}

/** The app's pages as a host without the security headers would send them. */
async function withoutFrameHeaders(page: Page) {
  await page.route(`${inject('baseUrl')}/m/**`, async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !FRAME_HEADERS.includes(name)),
    );
    await route.fulfill({ response, headers });
  });
}

async function framedApp(page: Page): Promise<Frame> {
  const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
  return frame!;
}

describe('the app framed by another origin', () => {
  it("is refused by Chromium where the host sends the build's headers (frame-ancestors 'none', X-Frame-Options)", async () => {
    const page = await app.newPage();
    const calls = apiRequests(page);
    const response = await page.context().request.get(appUrl('/m/home'));
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');

    const refusals: string[] = [];
    page.on('console', (message) => message.text().includes('frame-ancestors') && refusals.push(message.text()));
    await page.goto(`${foreign.url}/?src=${encodeURIComponent(appUrl('/m/home'))}`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    const frame = await framedApp(page);
    expect(frame.url()).not.toContain(inject('baseUrl'));
    expect(await frame.locator('.app').count()).toBe(0);
    expect(calls).toEqual([]);
  });

  it('starts nothing of the app where the host sends no headers: a notice that opens the site in the top window', async () => {
    const page = await app.newPage();
    await withoutFrameHeaders(page);
    const calls = apiRequests(page);
    await page.goto(`${foreign.url}/?src=${encodeURIComponent(appUrl('/m/home'))}`);
    const frame = await framedApp(page);
    await frame.getByRole('heading', { name: 'Open this site in its own window' }).waitFor();
    await screenshot(page, 'framed-notice-en');

    const state = await frame.evaluate(() => ({
      framed: document.documentElement.hasAttribute('data-framed'),
      shell: document.querySelectorAll('.app, .bottom-menu, .brand-bar').length,
      mock: window.__mock !== undefined,
    }));
    expect(state).toEqual({ framed: true, shell: 0, mock: false });
    const link = frame.getByRole('link', { name: 'Open the site' });
    expect(await link.getAttribute('target')).toBe('_top');
    expect(await link.getAttribute('href')).toBe(`${inject('baseUrl')}/m/home`);
    await page.waitForTimeout(500);
    expect(calls).toEqual([]);

    // The link takes the whole tab to the app, which starts there.
    await link.click();
    await page.waitForURL(`${inject('baseUrl')}/m/home`);
    await page.locator(`${APP_SHELL} .bottom-menu`).waitFor();
  });

  it('shows the notice in the language the link asks for', async () => {
    const page = await app.newPage();
    await withoutFrameHeaders(page);
    await page.goto(`${foreign.url}/?src=${encodeURIComponent(appUrl('/m/rng', 'vi'))}`);
    await (await framedApp(page)).getByRole('heading', { name: 'Hãy mở trang này trong cửa sổ riêng' }).waitFor();
    await screenshot(page, 'framed-notice-vi');
  });
});

describe('the app framed by its own origin', () => {
  it('runs (where the host allows frames at all)', async () => {
    const page = await app.newPage();
    await withoutFrameHeaders(page);
    const wrapper = `${inject('baseUrl')}/m/framing-wrapper`;
    await page.route(wrapper, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><iframe src="${appUrl('/m/home')}" width="375" height="700"></iframe>`,
      }),
    );
    await page.goto(wrapper);
    const frame = await framedApp(page);
    await frame.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await frame.evaluate(() => document.documentElement.hasAttribute('data-framed'))).toBe(false);
  });
});
