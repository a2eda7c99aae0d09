/**
 * Taps on a warm page, with the real-user part's throttling applied (./real-user.mjs): the time
 * from a tap on a category or bottom-menu entry to the new route's real content (at least
 * REAL_CONTENT_IMAGES server pictures that were not on the page at the tap, inside the viewport,
 * loaded), and the tap's interaction duration by Event Timing (what INP reports).
 * - Warm: the start page has shown its real content and had WARM_MS to finish its after-load work;
 *   a first visit's notice popup is closed first, as a player does.
 * - Every run in a new browser context (the start page's own first visit), runs interleaved.
 */
import { launch } from './browser.mjs';
import { hashOf, installServerImages, PROTOCOLS, REAL_CONTENT_IMAGES, THROTTLING, throttledTab } from './real-user.mjs';
import { trustCertificate } from './serve.mjs';
import { median, round } from './stats.mjs';

const WARM_MS = 4_000;
const TIMEOUT_MS = 30_000;

/**
 * Runs in the page before its scripts, after installServerImages (./real-user.mjs): at the first
 * pointerdown, times the tap's route's real content and its interaction.
 */
function watchTap({ enough, path }) {
  const { shown } = window.__serverImages;
  window.__tap = { at: null, content: null, interaction: 0 };
  addEventListener(
    'pointerdown',
    () => {
      if (window.__tap.at !== null) return;
      window.__tap.at = performance.now();
      const before = new WeakSet([...document.images]);
      const check = () => {
        const count =
          location.pathname === path ? [...document.images].filter((img) => !before.has(img) && shown(img)).length : 0;
        if (count >= enough) window.__tap.content = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId && window.__tap.at !== null)
        window.__tap.interaction = Math.max(window.__tap.interaction, entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function tapOnce(browser, scenario, protocol, imageHashes) {
  const { tab } = await throttledTab(browser);
  try {
    await tab.addInitScript(installServerImages, { imageHashes });
    await tab.addInitScript(watchTap, { enough: REAL_CONTENT_IMAGES, path: scenario.path });
    await tab.goto(scenario.url[protocol]);
    // The start page's real content, then time for its after-load work.
    await tab.waitForFunction(
      (enough) => [...document.images].filter(window.__serverImages.shown).length >= enough,
      REAL_CONTENT_IMAGES,
      { timeout: TIMEOUT_MS, polling: 250 },
    );
    await tab.waitForTimeout(WARM_MS);
    // A first visit's notice popup: the player closes it (Back, Escape) before tapping what is under it.
    if (await tab.locator('dialog[open]').count()) {
      await tab.keyboard.press('Escape');
      await tab.locator('dialog[open]').waitFor({ state: 'detached', timeout: TIMEOUT_MS });
    }
    await tab.locator(scenario.selector).first().tap();
    const done = await tab
      .waitForFunction(() => window.__tap.content != null, null, { timeout: TIMEOUT_MS, polling: 100 })
      .then(() => true)
      .catch(() => false);
    // The interaction's entry comes once its next frame has painted.
    await tab.waitForTimeout(500);
    const times = await tab.evaluate(() => window.__tap);
    return { toContent: done ? round(times.content - times.at) : null, interaction: round(times.interaction) };
  } finally {
    await tab.context().close();
  }
}

/**
 * `scenarios`: [{ name, url: { http2, http1 }, selector, path }] (tap `selector` on the page at
 * `url`, the route at `path` opens). Per protocol and scenario: each run, the median and spread of
 * tap → real content, in round trips too (÷ the throttling's request latency), and the median
 * interaction duration. `tlsDir`: the servers' certificate (./serve.mjs).
 */
export async function runTaps(scenarios, { runs, images, tlsDir, log }) {
  const imageHashes = images.map(hashOf);
  const browser = await launch([trustCertificate(tlsDir)]);
  const taps = Object.fromEntries(PROTOCOLS.map((p) => [p, Object.fromEntries(scenarios.map((s) => [s.name, []]))]));
  try {
    for (let round_ = 0; round_ < runs; round_ += 1)
      for (const protocol of PROTOCOLS)
        for (const scenario of scenarios.map((_, i) => scenarios[(i + round_) % scenarios.length])) {
          const tap = await tapOnce(browser, scenario, protocol, imageHashes);
          taps[protocol][scenario.name].push(tap);
          log(
            `  run ${round_ + 1}/${runs} ${protocol} ${scenario.name}: real content ${tap.toContent ?? 'not seen'} ms after the tap, interaction ${tap.interaction} ms`,
          );
        }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(
    PROTOCOLS.map((protocol) => [
      protocol,
      Object.fromEntries(
        Object.entries(taps[protocol]).map(([name, list]) => {
          const content = list.map((t) => t.toContent).filter((v) => v !== null);
          const toContent = content.length ? median(content) : null;
          return [
            name,
            {
              runs: list,
              toContent: { median: toContent, min: Math.min(...content), max: Math.max(...content) },
              roundTrips: toContent === null ? null : round(toContent / THROTTLING.requestLatencyMs, 2),
              interaction: median(list.map((t) => t.interaction)),
            },
          ];
        }),
      ),
    ]),
  );
}
