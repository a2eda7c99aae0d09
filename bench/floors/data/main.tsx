// Floor 3: a bare React page that fetches a first screen's data, the home's banners and hot games
// (the two calls are given in the address), then renders the first banner and nine game tiles.
// bench/lib/floor-pages.mjs writes the same markup into a static page.
import { createRoot } from 'react-dom/client';
import { imagesIn } from './images.mjs';

const TILES = 9;
const params = new URLSearchParams(window.location.search);

async function imagesOf(url: string | null, method: string): Promise<string[]> {
  if (!url) return [];
  const init = method === 'POST' ? { method, headers: { 'Content-Type': 'application/json' }, body: '{}' } : {};
  return imagesIn(await (await fetch(url, init)).json());
}

// Both calls start as the module runs; React renders once with both answers.
void Promise.all([imagesOf(params.get('banners'), 'GET'), imagesOf(params.get('games'), 'POST')]).then(
  ([banners, games]) =>
    createRoot(document.getElementById('root')!).render(
      <main className="floor">
        {banners[0] && <img className="floor__banner" src={banners[0]} alt="" />}
        <ul className="floor__tiles">
          {games.slice(0, TILES).map((src, i) => (
            <li key={i}>
              <img src={src} alt="" />
            </li>
          ))}
        </ul>
      </main>,
    ),
);
