#!/usr/bin/env node
/**
 * `npm run bench`: builds the live and demo sites and the floor pages with the project's Vite
 * config, serves them on 127.0.0.1 and measures real-user loads, bundle sizes, Lighthouse
 * (mobile), a 2,000-game scroll and start-up. Prints tables and writes bench/results.json. Options:
 * USAGE below (`npm run bench -- --help`); see docs/performance.md.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildTarget, FLOORS, ROOT, WORK } from './lib/build.mjs';
import { initialComposition, initialSizes, lazyChunks, mockWorkerSize, routeWeight } from './lib/bundle.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { runLongList } from './lib/long-list.mjs';
import { floorPages, serverImages } from './lib/floor-pages.mjs';
import { serveImageCdn } from './lib/image-cdn.mjs';
import { PROTOCOLS, runRealUser, THROTTLING, waterfallText } from './lib/real-user.mjs';
import { runTaps } from './lib/taps.mjs';
import { recordAnswers, replayAnswers } from './lib/replay.mjs';
import { serveAll } from './lib/serve.mjs';
import { runStartup } from './lib/startup.mjs';
import { round } from './lib/stats.mjs';
import { kb, ms, table } from './lib/table.mjs';
import { BUDGETS } from './budgets.mjs';

const USAGE = `npm run bench [-- options]   (docs/performance.md)

  npm run bench                              everything (real-user, bundle, lighthouse, longlist, startup)
  npm run bench -- --only bundle,startup     some parts; also 'applied': Lighthouse with the throttling
                                             applied to the load instead of simulated (opt-in, ~10 min)
  npm run bench -- --skip-build              reuse bench/.work/* from the previous run
  npm run bench -- --runs 1                  Lighthouse runs per page (default 3, median reported)
  npm run bench -- --real-user-runs 3        real-user rounds (default 5)
  npm run bench -- --pictures cdn            the real-user part's pictures (default inline,cdn): inline, the
                                             demo's data URLs in the answers; cdn, files from an image CDN
                                             (a second origin; its live build is made for it each run).
                                             Taps are measured with inline pictures only.
  npm run bench -- --also-live before=<dir>  another live build's pages in the real-user rounds (inline pictures)
  npm run bench -- --out <file>              where to write the results (default bench/results.json)
  npm run bench -- --help                    this text

  e.g. the image CDN variant alone, quickly: npm run bench -- --only real-user --pictures cdn --real-user-runs 3`;

const PARTS = ['real-user', 'bundle', 'lighthouse', 'longlist', 'startup'];
/**
 * The real-user part's pictures (`--pictures`): as the demo's recorded answers carry them, and as
 * files a deployment's image CDN serves from another origin (bench/lib/image-cdn.mjs). Each has
 * its sites (`live`, `data`: the live build and the data floor answered with its recording).
 */
const PICTURES = {
  inline: { title: 'pictures inline (data URLs)', prefix: '', live: 'live', data: 'data' },
  cdn: {
    title: 'pictures from an image CDN (another origin)',
    prefix: 'image CDN ',
    live: 'live-cdn',
    data: 'data-cdn',
  },
};
/** The bundle part's builds; the real-user part's floor ('data') is built too. */
const TARGETS = ['live', 'demo', 'bare', 'stack'];
const BUILDS = [...new Set(['live', 'demo', ...FLOORS])];
/** Taps on a warm page (real-user part): a category of home's tab bar, and the bottom menu's Home from a lobby. */
const TAPS = [
  { name: 'home → Slots tab', start: '/m/home', selector: '.category-tabs a[href="/m/rng"]', path: '/m/rng' },
  { name: 'rng → Home (bottom menu)', start: '/m/rng', selector: '.bottom-menu a[href="/m/home"]', path: '/m/home' },
];

const MEASURED_ROUTES = [
  { name: '/m/home', id: 'home', path: '/m/home' },
  { name: '/m/rng', id: 'rng', path: '/m/rng' },
  { name: '/m/lott', id: 'lott', path: '/m/lott' },
];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    'skip-build': { type: 'boolean' },
    runs: { type: 'string' },
    'real-user-runs': { type: 'string', default: '5' },
    'also-live': { type: 'string' },
    pictures: { type: 'string', default: 'inline,cdn' },
    out: { type: 'string', default: 'bench/results.json' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const pictures = args.pictures.split(',').map((p) => p.trim());
if (!pictures.length || pictures.some((id) => !PICTURES[id])) {
  console.error(`--pictures ${args.pictures}: one or more of ${Object.keys(PICTURES).join(', ')}\n\n${USAGE}`);
  process.exit(2);
}
const parts = args.only ? args.only.split(',').map((p) => p.trim()) : PARTS;
const runs = Number(args.runs ?? 3);
const log = (line) => console.log(line);
const started = performance.now();
const results = {
  date: new Date().toISOString(),
  node: process.version,
  budgets: BUDGETS,
};

// 1. Builds
results.builds = {};
for (const kind of BUILDS) {
  const outDir = join(WORK, kind);
  if (args['skip-build'] && existsSync(join(outDir, '.vite/manifest.json'))) continue;
  const { seconds } = await buildTarget(kind);
  results.builds[kind] = round(seconds, 1);
  log(`built ${kind} in ${seconds.toFixed(1)} s`);
}

// 2. Bundle
const initial = Object.fromEntries(TARGETS.map((kind) => [kind, initialSizes(join(WORK, kind))]));
if (parts.includes('bundle')) {
  const chunks = lazyChunks(join(WORK, 'live'), initial.live.files);
  results.bundle = {
    initial: Object.fromEntries(
      TARGETS.map((kind) => [kind, { js: initial[kind].js, css: initial[kind].css, files: initial[kind].files }]),
    ),
    liveJsToStackFloor: round(initial.live.js.gzip / initial.stack.js.gzip, 3),
    liveJsBudgetGzip: Math.round(initial.stack.js.gzip * BUDGETS.liveJsToStackFloor),
    largestLazyChunks: chunks.largest,
    liveComposition: initialComposition(join(WORK, 'live'), initial.live.files),
    routeWeights: Object.fromEntries(
      MEASURED_ROUTES.map((r) => [r.id, routeWeight(join(WORK, 'live'), r.id, initial.live.files)]),
    ),
    demoMockWorker: mockWorkerSize(join(WORK, 'demo')),
  };
  log('\nInitial JS and CSS (KB; gzip level 9, brotli q11)');
  log(
    table(
      ['build', 'JS raw', 'JS gzip', 'JS br', 'CSS gzip', 'CSS br', '× stack floor'],
      TARGETS.map((kind) => [
        kind,
        kb(initial[kind].js.raw),
        kb(initial[kind].js.gzip),
        kb(initial[kind].js.brotli),
        kb(initial[kind].css.gzip),
        kb(initial[kind].css.brotli),
        (initial[kind].js.gzip / initial.stack.js.gzip).toFixed(2),
      ]),
    ),
  );
  const worker = results.bundle.demoMockWorker;
  if (worker)
    log(
      `demo: the mock's worker (started by the page, runs off the main thread) ${kb(worker.gzip)} KB gzip, ${kb(worker.brotli)} KB brotli`,
    );
  log(
    `budget: live initial JS ≤ ${BUDGETS.liveJsToStackFloor}× stack floor = ${kb(results.bundle.liveJsBudgetGzip)} KB gzip → ${results.bundle.liveJsToStackFloor <= BUDGETS.liveJsToStackFloor ? 'met' : 'MISSED'}`,
  );
  log('\nLargest lazy chunks of the live build (KB gzip)');
  log(
    table(
      ['chunk', 'mostly', 'gzip', 'brotli'],
      chunks.largest.map((c) => [c.file.replace('assets/', ''), c.owners, kb(c.gzip), kb(c.brotli)]),
    ),
  );
  const overChunk = chunks.largest.filter((c) => c.gzip > BUDGETS.routeChunkGzip);
  log(
    `budget: no lazy chunk over ${kb(BUDGETS.routeChunkGzip)} KB gzip → ${overChunk.length ? `MISSED (${overChunk.map((c) => c.file).join(', ')})` : 'met'}`,
  );
  log("\nWho fills the live initial JS (KB gzip, estimated from each module's share of its chunk)");
  log(
    table(
      ['owner', 'gzip'],
      results.bundle.liveComposition.slice(0, 16).map((o) => [o.owner, kb(o.gzip)]),
    ),
  );
  log(
    '\nWhat a measured route fetches after the initial JS (live, KB gzip; its page asks for it with the entry once painted): ' +
      MEASURED_ROUTES.map((r) => `${r.name} ${kb(results.bundle.routeWeights[r.id]?.gzip)}`).join(', '),
  );
}

// The live build gets the answers the demo gives on the measured pages, replayed by the server.
const recording = ['real-user', 'lighthouse', 'applied'].some((part) => parts.includes(part))
  ? await (async () => {
      const demoOnly = await serveAll({ demo: join(WORK, 'demo') });
      try {
        return await recordAnswers(
          (path) => demoOnly.url('demo', `${path}?mock.latency=0`),
          MEASURED_ROUTES.map((r) => r.path),
        );
      } finally {
        await demoOnly.close();
      }
    })()
  : null;
const replayed = recording && replayAnswers(recording);

// 1b. Real user: the headline (docs/performance.md, "Real user").
if (parts.includes('real-user')) results.realUser = await realUser();

/**
 * The live build's pages and the two floor pages built from the same recording, HTTP/2 and
 * HTTP/1.1, interleaved, once per kind of pictures (`--pictures`, PICTURES): every variant's pages
 * in the same rounds, each divided by its own variant's bare React + data page.
 * `--also-live <name>=<dir>` adds another live build's pages (e.g. an older commit's
 * `M_SITE_OUT_DIR=<dir> vite build --mode production`), measured in the same rounds (inline pictures).
 */
async function realUser() {
  const runsEach = Number(args['real-user-runs']);
  const [otherName, otherDir] = args['also-live']?.split('=') ?? [];
  const tlsDir = join(WORK, 'tls');
  const dataDir = join(WORK, 'data');
  const staticDir = join(WORK, 'static');
  const cdn = pictures.includes('cdn')
    ? await serveImageCdn(recording, join(WORK, 'cdn'), { protocols: PROTOCOLS, tlsDir })
    : null;
  const servers = {};
  try {
    if (cdn) {
      // The live page's Content-Security-Policy (build/csp.ts) allows pictures from the origins a
      // deployment lists in VITE_IMAGE_CDNS, and the CDN's ports are new each run.
      const { seconds } = await buildTarget('live-cdn', { VITE_IMAGE_CDNS: Object.values(cdn.origin).join(',') });
      log(`built live-cdn (VITE_IMAGE_CDNS ${Object.values(cdn.origin).join(',')}) in ${seconds.toFixed(1)} s`);
    }
    // Per variant: its sites (the live build and the data floor, answered with its recording) and its
    // recording per protocol.
    const variants = pictures.map((id) => ({
      id,
      ...PICTURES[id],
      answers: id === 'cdn' ? cdn.answers : Object.fromEntries(PROTOCOLS.map((p) => [p, recording])),
    }));
    for (const v of variants) {
      v.replay = Object.fromEntries(
        PROTOCOLS.map((p) => [p, v.answers[p] === recording ? replayed : replayAnswers(v.answers[p])]),
      );
      v.floors = Object.fromEntries(
        PROTOCOLS.map((p) => [p, floorPages(v.answers[p], dataDir, staticDir, `${v.id}-${p}.html`)]),
      );
    }
    const dirs = { static: staticDir };
    for (const v of variants) Object.assign(dirs, { [v.live]: join(WORK, v.live), [v.data]: dataDir });
    if (otherDir) dirs.other = resolve(otherDir);
    for (const protocol of PROTOCOLS) {
      const answers = { other: replayed };
      for (const v of variants) Object.assign(answers, { [v.live]: v.replay[protocol], [v.data]: v.replay[protocol] });
      servers[protocol] = await serveAll(dirs, answers, { protocol, tlsDir });
    }
    /** `path`: the page's address, or one per protocol. */
    const page = (name, site, path, extra = {}) => ({
      name,
      url: Object.fromEntries(
        PROTOCOLS.map((p) => [p, servers[p].url(site, typeof path === 'string' ? path : path[p])]),
      ),
      ...extra,
    });
    const routePages = (site, prefix) =>
      MEASURED_ROUTES.map((r) => page(`${prefix}${r.name}`, site, r.path, { lottery: r.id === 'lott' }));
    const FLOOR = 'bare React + data';
    const pages = variants.flatMap((v) =>
      [
        ...routePages(v.live, v.prefix),
        ...(otherDir && v.id === 'inline' ? routePages('other', `${otherName} `) : []),
        page(`${v.prefix}${FLOOR}`, v.data, v.floors[PROTOCOLS[0]].dataPath),
        page(`${v.prefix}static HTML`, 'static', Object.fromEntries(PROTOCOLS.map((p) => [p, v.floors[p].staticPath]))),
      ].map((pg) => ({ ...pg, variant: v.id, floor: `${v.prefix}${FLOOR}` })),
    );
    log(
      `\nReal user (throttling applied: ${THROTTLING.requestLatencyMs} ms per request, ${(THROTTLING.downloadKbps / 1000).toFixed(2)} Mbit/s down, ${THROTTLING.uploadKbps} kbit/s up, CPU ÷${THROTTLING.cpuSlowdown}; ${runsEach} interleaved runs, cold context each; ${variants.map((v) => v.title).join(' and ')})`,
    );
    if (cdn) log(`image CDN: ${cdn.pictures} pictures as files at ${Object.values(cdn.origin).join(' and ')}`);
    const measured = await runRealUser(pages, {
      runs: runsEach,
      images: [...new Set(variants.flatMap((v) => PROTOCOLS.flatMap((p) => serverImages(v.answers[p]))))],
      floor: pages[0].floor,
      waterfallOf: variants.map((v) => `${v.prefix}/m/home`),
      tlsDir,
      log,
    });
    const inline = variants.find((v) => v.id === 'inline');
    if (inline) {
      log("\nTaps on a warm page (the same throttling; from the tap to the new route's real content)");
      measured.taps = await runTaps(
        TAPS.map((tap) => ({ ...tap, url: page(tap.name, 'live', tap.start).url })),
        { runs: runsEach, images: serverImages(recording), tlsDir, log },
      );
    }
    // Per variant and protocol: its pages (by their names without the variant's prefix) and its waterfall.
    const ofVariant = (v) =>
      Object.fromEntries(
        PROTOCOLS.map((protocol) => [
          protocol,
          {
            pages: Object.fromEntries(
              pages
                .filter((pg) => pg.variant === v.id)
                .map((pg) => [pg.name.slice(v.prefix.length), measured[protocol].pages[pg.name]]),
            ),
            waterfall: measured[protocol].waterfalls[`${v.prefix}/m/home`],
          },
        ]),
      );
    const byVariant = Object.fromEntries(variants.map((v) => [v.id, ofVariant(v)]));
    printRealUser(variants, byVariant, measured.taps);
    const { throttling, runs: rounds, realContentImages, taps } = measured;
    return {
      throttling,
      runs: rounds,
      realContentImages,
      ...byVariant.inline,
      ...(cdn && { imageCdn: { origins: cdn.origin, pictures: cdn.pictures, ...byVariant.cdn } }),
      ...(taps && { taps }),
    };
  } finally {
    await Promise.all([...Object.values(servers).map((s) => s.close()), cdn?.close()]);
  }
}

/** The real-user tables: first paint and first real content per variant and protocol, the budgets, taps and waterfalls. */
function printRealUser(variants, byVariant, taps) {
  const spread = (t) => (t?.median == null ? '–' : `${ms(t.median)} (${ms(t.min)}-${ms(t.max)})`);
  const protocolName = (protocol) => (protocol === 'http2' ? 'HTTP/2' : 'HTTP/1.1');
  for (const v of variants)
    for (const protocol of PROTOCOLS) {
      const pages = byVariant[v.id][protocol].pages;
      log(`\n${protocolName(protocol)}, ${v.title}: median (min-max) ms`);
      log(
        table(
          ['page', 'first paint', 'first real content', '÷ bare React + data'],
          Object.entries(pages).map(([name, p]) => [
            name,
            spread(p.firstPaint),
            `${spread(p.realContent)}${p.realContent.missed ? ` ${p.realContent.missed} not seen` : ''}`,
            p.toFloor?.toFixed(2),
          ]),
        ),
      );
      log(
        `budget: first real content ≤ ${BUDGETS.realContentToBareData[protocol]}× bare React + data on /m/home, /m/rng, /m/lott (${v.title}) → ${MEASURED_ROUTES.every((r) => pages[r.name].toFloor <= BUDGETS.realContentToBareData[protocol]) ? 'met' : 'MISSED'}`,
      );
    }
  for (const protocol of taps ? PROTOCOLS : []) {
    log(`\nTaps, ${protocolName(protocol)}: median (min-max)`);
    const list = Object.entries(taps[protocol]);
    log(
      table(
        ['tap', 'real content after', 'round trips', 'interaction'],
        list.map(([name, t]) => [
          name,
          spread(t.toContent),
          t.roundTrips?.toFixed(2) ?? '–',
          t.interaction == null ? '–' : `${ms(t.interaction)} ms`,
        ]),
      ),
    );
    log(
      `budget: real content within ${BUDGETS.tapToContentRoundTrips} round trip of the tap → ${list.every(([, t]) => t.roundTrips !== null && t.roundTrips <= BUDGETS.tapToContentRoundTrips) ? 'met' : 'MISSED'}; interaction ≤ ${BUDGETS.interactionMs} ms → ${list.every(([, t]) => t.interaction !== null && t.interaction <= BUDGETS.interactionMs) ? 'met' : 'MISSED'}`,
    );
  }
  for (const v of variants) {
    const { waterfall } = byVariant[v.id].http1;
    log(`\nWaterfall of one ${waterfall.page} run near the median (HTTP/1.1, ${v.title})`);
    log(waterfallText(waterfall));
  }
}

/** Lighthouse on `pages`, each page's LCP as a multiple of the bare React page's; prints the table. */
async function lighthouseTable(pages, throttling) {
  const lh = await runLighthouse(pages, runs, log, throttling);
  const bareLcp = lh['bare React'].median.lcp;
  for (const page of Object.values(lh)) page.median.lcpToBare = round(page.median.lcp / bareLcp, 2);
  log(
    table(
      ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'LCP/bare'],
      Object.entries(lh).map(([name, { median: m }]) => [
        name,
        m.score,
        ms(m.fcp),
        ms(m.lcp),
        ms(m.tbt),
        m.cls?.toFixed(3),
        m.lcpToBare?.toFixed(2),
      ]),
    ),
  );
  return lh;
}

const server = await serveAll(
  { demo: join(WORK, 'demo'), live: join(WORK, 'live'), bare: join(WORK, 'bare'), stack: join(WORK, 'stack') },
  replayed ? { live: replayed } : {},
);
try {
  // 3. Lighthouse
  // The floors, the demo's pages (the budget's) and, for comparison, the live build's: what players get.
  const pages = [
    { name: 'bare React', url: server.url('bare', '/') },
    { name: 'stack floor', url: server.url('stack', '/') },
    ...MEASURED_ROUTES.map((r) => ({ name: r.name, url: server.url('demo', `${r.path}?mock.latency=0`) })),
    ...MEASURED_ROUTES.map((r) => ({ name: `live ${r.name}`, url: server.url('live', r.path) })),
  ];
  if (parts.includes('lighthouse')) {
    log(`\nLighthouse (mobile preset, median of ${runs})`);
    results.lighthouse = await lighthouseTable(pages, 'simulate');
    log(
      `budget (the demo pages): score ≥ ${BUDGETS.lighthouseScore}, CLS ≤ ${BUDGETS.cls}, TBT ≤ ${BUDGETS.tbtMs} ms, LCP ≤ ${BUDGETS.lcpToBare}× bare React`,
    );
    log(
      '"live /m/…": the live build, its API calls answered by the bench server with what the demo answered (bench/lib/replay.mjs)',
    );
  }

  // 3b. Lighthouse with the throttling applied to the load (opt-in: --only applied). Not the
  // budget's measurement: a check of the simulation, which cannot see a first paint that comes
  // before the scripts when they all arrive at once from 127.0.0.1 (docs/performance.md, "Lighthouse's LCP estimate").
  if (parts.includes('applied')) {
    log(
      `\nLighthouse, mobile preset with the throttling applied to the load (throttlingMethod devtools), median of ${runs}`,
    );
    results.lighthouseApplied = await lighthouseTable(pages, 'devtools');
    log("not the budget's measurement (that is the simulated run above): what a load that really is slow does");
  }

  // 4. Long list
  if (parts.includes('longlist')) {
    log('\nLong list (/m/rng, 375×812)');
    results.longList = await runLongList(server.url('demo', '/m/rng?mock.latency=0'), log);
    const l = results.longList;
    log(
      table(
        ['games scrolled', 'DOM nodes', 'max DOM', 'JS heap MB', 'longest task ms', 'long tasks'],
        [
          [
            `${l.gamesReached}/${l.gamesLoaded}`,
            l.domNodes,
            l.maxDomNodes,
            l.jsHeapMB.toFixed(1),
            ms(l.longestTaskMs),
            l.longTasks,
          ],
        ],
      ),
    );
    log(`budget: DOM ≤ ${BUDGETS.domNodes} nodes, no long task over ${BUDGETS.longTaskMs} ms`);
  }

  // 5. Start-up
  if (parts.includes('startup')) {
    log('\nStart-up (/m/home, mock.latency=300, median of 3)');
    results.startup = await runStartup(server.url('demo', '/m/home?mock.latency=300'), log);
    const s = results.startup;
    log(
      table(
        ['status cache', 'first paint ms', 'React shell ms'],
        ['cold', 'warm'].map((m) => [m, ms(s[m].firstPaintMs), ms(s[m].reactShellMs)]),
      ),
    );
  }
} finally {
  await server.close();
}

results.seconds = round((performance.now() - started) / 1000, 1);
// A partial run (--only) updates its parts and keeps the others from the previous run.
const outFile = resolve(ROOT, args.out);
const previous = args.only && existsSync(outFile) ? JSON.parse(readFileSync(outFile, 'utf8')) : {};
writeFileSync(outFile, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
log(`\nwrote ${args.out} (${results.seconds} s)`);
