/**
 * The demo's copy as a salesperson shows it: no Latin filler (faker's lorem) on any main page in
 * any language, as a visitor and as demo01, with the notice popup, the hot-match panel and a mail
 * opened, and in English every accordion too (the texts behind them are the fixtures', which
 * mock-server/demo-copy.test.ts reads in every language); and no sanitiser test content (script links,
 * broken images) in the help centre. The XSS corpus lives in the tests and under mock.hostile=1, not in
 * the demo's data.
 */
import type { Page } from 'playwright-core';
import { en as fakerEn } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { closeOverlayWithEscape, gotoApp, openInApp, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

const LANGUAGES = ['ty', 'en', 'pt', 'vi'] as const;

/**
 * Latin filler: every word of faker's lorem vocabulary
 * of four letters or more, bar the few that are also English or Portuguese words of the copy, plus
 * the classic lorem ipsum words.
 */
const REAL_WORDS = new Set(['bonus', 'color', 'curto', 'demo', 'error', 'maiores', 'minus', 'super', 'video', 'vivo']);
const FILLER = [
  ...new Set([
    ...fakerEn.lorem!.word!.filter((word) => word.length >= 4),
    ...['lorem', 'ipsum', 'dolor', 'amet', 'consectetur', 'adipiscing', 'eiusmod', 'tempor', 'incididunt', 'labore'],
    ...['tempora', 'voluptas', 'voluptatem', 'quia', 'quibusdam', 'quisquam', 'aliqua', 'aliquam', 'perspiciatis'],
  ]),
].filter((word) => !REAL_WORDS.has(word));
const FILLER_WORD = new RegExp(`(?<![\\p{L}])(${FILLER.join('|')})(?![\\p{L}])`, 'giu');

/** Every filler word in `text`, with a few characters around it to find it. */
function fillerIn(text: string): string[] {
  return [...text.matchAll(FILLER_WORD)].map(
    (m) => `${m[1]}: …${text.slice(Math.max(0, m.index - 30), m.index + 30).replace(/\s+/g, ' ')}…`,
  );
}

/** The page's rendered text (dialogs included). */
const pageText = (page: Page) => page.evaluate(() => document.body.innerText);

/** Waits for the page's data to arrive: the loading indicators gone and the text settled. */
async function settle(page: Page) {
  let last = '';
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(250);
    const text = await pageText(page);
    const busy = await page.locator('[aria-busy="true"], [role="progressbar"]').count();
    if (text === last && busy === 0) return;
    last = text;
  }
}

/** Opens every collapsed toggle of the page's main part one after the other and keeps each state's text. */
async function expandAll(page: Page): Promise<string> {
  const texts = [await pageText(page)];
  const toggles = page.getByRole('main').locator('[aria-expanded="false"]');
  const count = await toggles.count();
  for (let i = 0; i < count; i++) {
    const toggle = page.getByRole('main').locator('[aria-expanded]').nth(i);
    if ((await toggle.getAttribute('aria-expanded')) !== 'false') continue;
    await toggle.click();
    await page.waitForTimeout(150);
    texts.push(await pageText(page));
  }
  return texts.join('\n');
}

/** Home with its notice popup: every popup page's text, then the page behind it. */
async function homeWithPopup(page: Page): Promise<string> {
  const texts: string[] = [];
  const popup = page.getByRole('dialog').first();
  await popup.waitFor();
  for (let i = 0; i < 5 && (await page.getByRole('dialog').count()) > 0; i++) {
    texts.push(await pageText(page));
    const buttons = popup.getByRole('button');
    // The last button of the popup's footer pages on (Next) or closes it (OK).
    await buttons.last().click();
    await page.waitForTimeout(200);
  }
  await settle(page);
  texts.push(await pageText(page));
  return texts.join('\n');
}

/** Collects the filler words found per page; `expect(found).toEqual({})` names each page and word. */
function collector() {
  const found: Record<string, string[]> = {};
  const check = (where: string, text: string) => {
    const hits = fillerIn(text);
    if (hits.length > 0) found[where] = hits.slice(0, 5);
  };
  return { found, check };
}

/** The page's text; in English with every accordion of its main part opened as well. */
const readPage = (page: Page, lang: (typeof LANGUAGES)[number]) => (lang === 'en' ? expandAll(page) : pageText(page));

/** Reading every page with every accordion opened takes a while on a busy machine. */
const SLOW = { timeout: 150_000 };

describe('demo copy', () => {
  for (const lang of LANGUAGES) {
    it(`has no Latin filler on the visitor's main pages in ${lang.toUpperCase()}`, SLOW, async () => {
      const page = await app.newPage();
      const { found, check } = collector();

      await gotoApp(page, '/m/home', { lang });
      check('home and its notice popup', await homeWithPopup(page));

      for (const path of ['/m/rng', '/m/lott', '/m/activity', '/m/help', '/m/notice']) {
        await openInApp(page, path);
        await settle(page);
        check(path, await readPage(page, lang));
      }
      expect(found).toEqual({});
    });

    it(
      `has no Latin filler in demo01's member centre, announcements and mail in ${lang.toUpperCase()}`,
      SLOW,
      async () => {
        const page = await app.newPage();
        const { found, check } = collector();
        await skipNoticePopup(page);
        await logInAs(page, 'demo01');
        await gotoApp(page, '/m/member/home', { lang });
        for (const path of ['/m/member/home', '/m/message']) {
          await openInApp(page, path);
          await settle(page);
          check(path, await readPage(page, lang));
        }
        // The hot-match panel of the announcements page.
        const hot = page.getByRole('main').getByRole('button', { name: /hot|热门|destaque|tâm điểm|nổi bật/i });
        if ((await hot.count()) > 0) {
          await hot.first().click();
          await page.waitForTimeout(300);
          check('/m/message hot matches', await pageText(page));
          await closeOverlayWithEscape(page);
        }

        await openInApp(page, '/m/webEmail');
        await settle(page);
        check('/m/webEmail', await pageText(page));
        const mails = page.getByRole('main').getByRole('listitem').getByRole('button');
        const mailCount = Math.min(await mails.count(), 3);
        for (let i = 0; i < mailCount; i++) {
          await mails.nth(i).click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          check(`/m/webEmail mail ${i + 1}`, await pageText(page));
          await dialog.getByRole('button').last().click();
          await dialog.waitFor({ state: 'detached' });
        }

        expect(found).toEqual({});
      },
    );
  }

  it('shows no sanitiser test content in the help centre: no "javascript" text, no broken image', SLOW, async () => {
    const page = await app.newPage();
    for (const lang of LANGUAGES) {
      await gotoApp(page, '/m/help', { lang });
      await settle(page);
      const text = await expandAll(page);
      expect(text).not.toMatch(/javascript/i);
      // Images of the page (banner art included) all load, lazy ones too.
      await page.evaluate(() =>
        document.querySelectorAll('main img').forEach((img) => ((img as HTMLImageElement).loading = 'eager')),
      );
      await page.waitForTimeout(500);
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll('main img')]
          .filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0)
          .map((img) => img.getAttribute('src')?.slice(0, 40) ?? '(no src)'),
      );
      expect(broken).toEqual([]);
      // Every help answer says something: no empty "Details" left over from stripped markup.
      const empty = await page.evaluate(
        () =>
          [...document.querySelectorAll('main details, main summary')].filter((el) => !el.textContent?.trim()).length,
      );
      expect(empty).toBe(0);
    }
  });
});
