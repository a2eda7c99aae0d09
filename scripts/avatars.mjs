/**
 * The built-in avatars public/avatar/avatar1.png … avatar8.png (STATIC avatars are PNG names under
 * the image CDN's avatar folder, accounts-and-access §3): an animal face of Fluent Emoji Flat (from
 * fixtures/art.json, MIT) on a round gradient, drawn as SVG and rendered to 120×120 PNG by Chromium
 * (playwright-core; CHROMIUM_PATH, /usr/bin/chromium by default). Run by `npm run fixtures`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SIZE = 120;
const FACES = ['cat-face', 'panda', 'tiger-face', 'lion', 'frog', 'dolphin', 'rooster', 'dragon'];

/** Avatar `index` (0-based): the face on a gradient whose hue steps round the colour wheel. */
export function avatarSvg(emoji, index) {
  const hue = (index * 47) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,62%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,34%)"/></linearGradient></defs>` +
    `<circle cx="60" cy="60" r="60" fill="url(#a)"/>` +
    `<svg x="22" y="22" width="76" height="76" viewBox="0 0 32 32">${emoji[FACES[index % FACES.length]]}</svg></svg>`
  );
}

export async function writeAvatars(root) {
  const { emoji } = JSON.parse(readFileSync(join(root, 'fixtures', 'art.json'), 'utf8'));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
    for (let i = 0; i < FACES.length; i++) {
      await page.setContent(`<html><body style="margin:0;background:transparent">${avatarSvg(emoji, i)}</body></html>`);
      const file = join(root, 'public', 'avatar', `avatar${i + 1}.png`);
      writeFileSync(
        file,
        await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: SIZE, height: SIZE } }),
      );
      console.log(`public/avatar/avatar${i + 1}.png`);
    }
  } finally {
    await browser.close();
  }
}
