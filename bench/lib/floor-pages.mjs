/**
 * The real-user part's two floor pages, made from the recording the live build is answered with
 * (bench/lib/replay.mjs), so all pages of a run show the same pictures:
 * - the "data" floor (bench/floors/data): a bare React page that fetches home's banners and hot
 *   games, the same two calls with the same answers as the app's, and renders a banner and 9 tiles;
 * - a static HTML page with that banner and those tiles inline (the data floor's page, prerendered).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imagesIn } from '../floors/data/images.mjs';

const BANNERS_CALL = /^GET (\/wps\/relay\/CCSFE_getListAnnouncements\?.*\bgroupName=m_home\b.*)$/;
const HOT_GAMES_CALL = /^POST (\/wps\/relay\/GCSGAME_hotGamesV2\b.*)$/;
const TILES = 9;

const parsed = (answer) => (typeof answer.body === 'string' ? JSON.parse(answer.body) : answer.body);

/** The recorded call whose key matches `pattern`: its path and query, and its answer. */
function recorded(answers, pattern, what) {
  for (const [key, answer] of answers) {
    const match = pattern.exec(key);
    if (match) return { path: match[1], value: parsed(answer) };
  }
  throw new Error(`the recording has no ${what} call`);
}

/** Every picture address in the recorded answers: an `<img>` showing one shows server data. */
export function serverImages(answers) {
  const images = new Set();
  for (const answer of answers.values()) {
    try {
      imagesIn(parsed(answer)).forEach((src) => images.add(src));
    } catch {
      // not JSON: no pictures
    }
  }
  return [...images];
}

/**
 * Writes `staticDir`/`staticFile` from the data floor's built page and returns the data floor's
 * address (its two calls in the query) and the static page's. One static file per set of answers:
 * the image CDN variant's pictures (./image-cdn.mjs) have another address per protocol.
 */
export function floorPages(answers, dataDir, staticDir, staticFile = 'index.html') {
  const banners = recorded(answers, BANNERS_CALL, "home's banners");
  const games = recorded(answers, HOT_GAMES_CALL, 'hot games');
  const banner = imagesIn(banners.value)[0];
  const tiles = imagesIn(games.value).slice(0, TILES);
  const markup =
    '<main class="floor">' +
    (banner ? `<img class="floor__banner" src="${banner}" alt="">` : '') +
    `<ul class="floor__tiles">${tiles.map((src) => `<li><img src="${src}" alt=""></li>`).join('')}</ul></main>`;
  const page = readFileSync(join(dataDir, 'index.html'), 'utf8')
    .replace(/<script type="module"[^>]*><\/script>/, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, staticFile), page);
  const query = new URLSearchParams({ banners: banners.path, games: games.path });
  return { dataPath: `/?${query}`, staticPath: `/${staticFile}` };
}
