/**
 * The live build measured against recorded answers: the product players get, with no
 * mock in the page or in a worker. The demo build is loaded once per measured path (default
 * language, scrolled to the bottom so every lazy section asks for its data) and every answer its
 * mock worker gives is recorded; the bench's static server then answers the live build's `/wps/`
 * requests from that recording, as a real backend would over the network (Lighthouse's simulated
 * 4G applies to them like to any request).
 */
import { launch, phonePage } from './browser.mjs';

/** The merchant is a deployment's setting (the demo's DEMO, the bench's live build none): not part of the match. */
const MERCHANT_PARAMS = ['merchant', 'merchantCode'];

function keyOf(method, pathname, search) {
  const params = new URLSearchParams(search);
  MERCHANT_PARAMS.forEach((name) => params.delete(name));
  const query = params.toString();
  return `${method} ${pathname}${query ? `?${query}` : ''}`;
}

/** Record the demo's API answers on `paths` (served at `urlOf(path)`): Map of "METHOD /path?query" (merchant left out) → { status, body }. */
export async function recordAnswers(urlOf, paths) {
  const browser = await launch();
  const answers = new Map();
  try {
    for (const path of paths) {
      const page = await phonePage(browser);
      // The page talks to its mock worker by messages: listen on both directions.
      await page.addInitScript(() => {
        const requests = new Map();
        window.__recorded = [];
        const post = Worker.prototype.postMessage;
        Worker.prototype.postMessage = function (message, ...rest) {
          if (message?.type === 'request') requests.set(message.id, message);
          return post.call(this, message, ...rest);
        };
        const listen = Worker.prototype.addEventListener;
        Worker.prototype.addEventListener = function (type, listener, options) {
          const record = (event) => {
            const request = event.data?.type === 'response' ? requests.get(event.data.id) : undefined;
            if (request)
              window.__recorded.push({
                method: request.method,
                url: request.url,
                status: event.data.status,
                body: event.data.body,
              });
            listener(event);
          };
          return listen.call(this, type, type === 'message' ? record : listener, options);
        };
      });
      await page.goto(urlOf(path));
      await page.waitForTimeout(2_000);
      for (let y = 0; y < 10; y += 1) {
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(150);
      }
      await page.waitForTimeout(1_000);
      for (const { method, url, status, body } of await page.evaluate(() => window.__recorded)) {
        const { pathname, search } = new URL(url);
        answers.set(keyOf(method, pathname, search), { status, body });
      }
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  return answers;
}

/**
 * A request handler for the static server: answers `/wps/` requests from `answers` (the exact URL,
 * else the first answer recorded for the same method and path), 404 for calls never recorded.
 */
export function replayAnswers(answers) {
  const byPath = new Map();
  for (const [key, answer] of answers) {
    const path = key.replace(/\?.*$/, '');
    if (!byPath.has(path)) byPath.set(path, answer);
  }
  return (method, pathname, search) => {
    if (!pathname.includes('/wps/')) return null;
    return (
      answers.get(keyOf(method, pathname, search)) ??
      byPath.get(`${method} ${pathname}`) ?? {
        status: 404,
        body: JSON.stringify({ success: false, errorCode: 'not.recorded' }),
      }
    );
  };
}
