/**
 * Real-user part: page loads with the throttling of Lighthouse's mobile preset applied to the load
 * itself through the Chrome DevTools Protocol (not simulated), timed to what a player waits for.
 *
 * - Throttling: 562.5 ms added to every request, 1.47 Mbit/s down, 675 kbit/s up, CPU ÷4.
 * - Every load in a new browser context (no cache, no storage, no open connection: a first visit).
 * - Runs interleaved (each round loads every page once, in a rotating order), so a busy machine
 *   slows all pages of a round alike and the ratios stay fair while single times spread.
 * - Per protocol: HTTP/2 (over TLS) and HTTP/1.1 (six connections per origin, files queue in waves).
 * - first paint: the browser's first contentful paint;
 *   first real content: at least REAL_CONTENT_IMAGES images showing server data (addresses found in
 *   the recorded answers, not the prerendered shell, not CSS backgrounds) inside the viewport and
 *   loaded (`complete`, `naturalWidth > 0`); on a lottery page, a winning number or the countdown
 *   of a real lottery card.
 * - A waterfall (every request's start and end) of the run nearest the median, per protocol.
 * - Pictures: the demo's recorded answers carry them as data URLs; the image CDN variant
 *   (./image-cdn.mjs) serves them as files from a second origin, throttled like every request.
 */
import { launch, phonePage } from './browser.mjs';
import { trustCertificate } from './serve.mjs';
import { median, round } from './stats.mjs';

export const THROTTLING = {
  requestLatencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
};
export const REAL_CONTENT_IMAGES = 6;
export const PROTOCOLS = ['http2', 'http1'];
const LOAD_TIMEOUT_MS = 60_000;

/** FNV-1a of a string: the page compares picture addresses by hash (data URLs are long). */
export function hashOf(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * Runs in the page before its scripts, before the part's own watcher: `window.__serverImages`, what
 * the watchers count (this part's and ./taps.mjs's) as real content.
 */
export function installServerImages({ imageHashes }) {
  // hashOf again: a function handed to the page is sent as its source, without its module.
  const hashOf = (text) => {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return hash;
  };
  const server = new Set(imageHashes);
  const hashes = new WeakMap();
  const fromServer = (img) => {
    const src = img.getAttribute('src') ?? '';
    let known = hashes.get(img);
    if (known?.src !== src) hashes.set(img, (known = { src, server: server.has(hashOf(src)) }));
    return known.server;
  };
  const inViewport = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  };
  window.__serverImages = {
    inViewport,
    /** A picture from server data, loaded, inside the viewport. */
    shown: (img) => img.complete && img.naturalWidth > 0 && fromServer(img) && inViewport(img),
  };
}

/** Runs in the page before its scripts, after installServerImages: records first paint and the first frame with real content. */
function watchRealContent({ enough, lottery }) {
  const { inViewport, shown } = window.__serverImages;
  const realImages = () => [...document.images].filter(shown).length;
  const realLotteryCard = () =>
    [
      ...document.querySelectorAll('.lottery-card :is(.lottery-ball, [role="timer"]:not(.lottery-countdown--off))'),
    ].some((el) => /\d/.test(el.textContent ?? '') && inViewport(el));
  window.__realUser = { firstPaint: null, realContent: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__realUser.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const check = () => {
    if (lottery ? realLotteryCard() : realImages() >= enough) window.__realUser.realContent = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** A new phone page (a first visit) with THROTTLING applied through the DevTools Protocol; its session too. */
export async function throttledTab(browser) {
  const tab = await phonePage(browser);
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.requestLatencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  return { tab, cdp };
}

/** Every request of a load through the DevTools Protocol: url, start and end (s since the page's request), bytes. */
function recordRequests(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('data:') && !requests.has(e.requestId))
      requests.set(e.requestId, { url: e.request.url, type: e.type, start: e.timestamp, end: null, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) Object.assign(request, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const request = requests.get(e.requestId);
    if (request) Object.assign(request, { end: e.timestamp, failed: true });
  });
  return () => {
    const all = [...requests.values()];
    const origin = all[0]?.start ?? 0;
    // The page's own files by their path; another origin's (an image CDN's) with its host.
    const page = all[0] ? new URL(all[0].url).origin : '';
    return all.map((r) => ({
      ...r,
      url: r.url.startsWith(`${page}/`) ? r.url.slice(page.length) : r.url.replace(/^https?:\/\//, ''),
      start: round(r.start - origin, 3),
      end: r.end === null ? null : round(r.end - origin, 3),
    }));
  };
}

async function loadOnce(browser, page, protocol, imageHashes) {
  const { tab, cdp } = await throttledTab(browser);
  try {
    const requests = recordRequests(cdp);
    await tab.addInitScript(installServerImages, { imageHashes });
    await tab.addInitScript(watchRealContent, { enough: REAL_CONTENT_IMAGES, lottery: !!page.lottery });
    await tab.goto(page.url[protocol], { waitUntil: 'commit' });
    const done = await tab
      .waitForFunction(() => window.__realUser?.realContent != null && window.__realUser.firstPaint != null, null, {
        timeout: LOAD_TIMEOUT_MS,
        polling: 250,
      })
      .then(() => true)
      .catch(() => false);
    const times = await tab.evaluate(() => window.__realUser);
    return {
      firstPaint: round(times.firstPaint),
      realContent: done ? round(times.realContent) : null,
      requests: requests(),
    };
  } finally {
    await tab.context().close();
  }
}

/**
 * `pages`: [{ name, url: { http2, http1 }, lottery?, floor? }]; `floor`: the name of the page the
 * others are divided by (a page's own `floor` instead, when it names one: the image CDN variant's
 * pages are divided by that variant's floor). `images`: every server picture address of all the
 * pages' answers. Returns, per protocol and page: each run, median and spread of both times, and
 * the ratio of the medians of first real content to the floor's; per protocol, `waterfalls`: for
 * each page named in `waterfallOf` (a name or a list), the waterfall of its run nearest its median.
 * `tlsDir`: the servers' certificate (./serve.mjs).
 */
export async function runRealUser(pages, { runs, images, floor, waterfallOf, tlsDir, log }) {
  const imageHashes = images.map(hashOf);
  const browser = await launch([trustCertificate(tlsDir)]);
  const loads = Object.fromEntries(PROTOCOLS.map((p) => [p, Object.fromEntries(pages.map((pg) => [pg.name, []]))]));
  try {
    for (let round_ = 0; round_ < runs; round_ += 1) {
      const order = pages.map((_, i) => pages[(i + round_) % pages.length]);
      for (const protocol of PROTOCOLS)
        for (const page of order) {
          const load = await loadOnce(browser, page, protocol, imageHashes);
          loads[protocol][page.name].push(load);
          log(
            `  run ${round_ + 1}/${runs} ${protocol} ${page.name}: first paint ${load.firstPaint} ms, first real content ${load.realContent ?? 'not seen'} ms`,
          );
        }
    }
  } finally {
    await browser.close();
  }
  const results = {};
  for (const protocol of PROTOCOLS) {
    const pagesOut = {};
    for (const [name, list] of Object.entries(loads[protocol])) {
      const content = list.map((l) => l.realContent).filter((v) => v !== null);
      const paint = list.map((l) => l.firstPaint).filter((v) => v !== null);
      pagesOut[name] = {
        runs: list.map(({ firstPaint, realContent }) => ({ firstPaint, realContent })),
        firstPaint: { median: median(paint), min: Math.min(...paint), max: Math.max(...paint) },
        realContent: content.length
          ? {
              median: median(content),
              min: Math.min(...content),
              max: Math.max(...content),
              missed: list.length - content.length,
            }
          : { median: null, missed: list.length },
      };
    }
    for (const { name, floor: own = floor } of pages) {
      const page = pagesOut[name];
      const floorMedian = pagesOut[own].realContent.median;
      page.toFloor = page.realContent.median && floorMedian ? round(page.realContent.median / floorMedian, 2) : null;
    }
    const waterfallOfPage = (name) => {
      const mid = pagesOut[name].realContent.median;
      const nearest = [...loads[protocol][name]].sort(
        (a, b) => Math.abs((a.realContent ?? Infinity) - mid) - Math.abs((b.realContent ?? Infinity) - mid),
      )[0];
      return [name, { page: name, ...nearest }];
    };
    results[protocol] = { pages: pagesOut, waterfalls: Object.fromEntries([waterfallOf].flat().map(waterfallOfPage)) };
  }
  return { throttling: THROTTLING, runs, realContentImages: REAL_CONTENT_IMAGES, ...results };
}

/** A waterfall as text: one line per request, a bar from its start to its end, marks for the two times. */
export function waterfallText({ page, firstPaint, realContent, requests }, width = 60) {
  const last = Math.max(...requests.map((r) => r.end ?? r.start), (realContent ?? 0) / 1000);
  const at = (s) => Math.min(width - 1, Math.round((s / last) * (width - 1)));
  const lines = requests.map((r) => {
    const bar = Array.from({ length: width }, (_, i) => (i >= at(r.start) && i <= at(r.end ?? last) ? '█' : ' '));
    const name = r.url.length > 48 ? `${r.url.slice(0, 45)}…` : r.url;
    return `${r.start.toFixed(2).padStart(5)}–${(r.end ?? NaN).toFixed(2).padStart(5)} s ${bar.join('')} ${name}${r.failed ? ' (failed)' : ''}`;
  });
  const marks = Array.from({ length: width }, () => ' ');
  if (firstPaint != null) marks[at(firstPaint / 1000)] = 'P';
  if (realContent != null) marks[at(realContent / 1000)] = 'R';
  return [
    `${page}: ${requests.length} requests; P first paint ${firstPaint} ms, R first real content ${realContent ?? '–'} ms`,
    ...lines,
    `${' '.repeat(16)}${marks.join('')}`,
  ].join('\n');
}
