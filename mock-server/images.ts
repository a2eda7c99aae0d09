import art from '@fixtures/art.json';

/**
 * Every demo image is generated SVG (a data URL), so the demo works offline and ships no binaries.
 * The illustrations are emoji of Fluent Emoji Flat (© Microsoft, MIT licence) copied into
 * fixtures/art.json by `npm run fixtures` (scripts/fixtures/art.mjs); here they are composed with
 * a themed gradient, the name and a badge.
 */
type Theme = readonly [emoji: string, light: string, dark: string];

const EMOJI: Record<string, string> = art.emoji;
const GAME_THEMES = art.games as unknown as Record<string, Theme>;
const FONT = 'font-family="Arial,Helvetica,sans-serif"';

/**
 * A data URL that keeps the SVG readable and short: only the characters a URL or an attribute
 * cannot hold are escaped (`"` becomes `'`), instead of percent-encoding every character.
 */
const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
    .replace(/"/g, "'")
    .replace(/[%#<>{}|\\^`\s]|[^\x20-\x7e]/gu, (c) => (c === ' ' ? ' ' : encodeURIComponent(c)))}`;

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An emoji of art.json drawn in a `size` square at (x, y). */
const emoji = (name: string, x: number, y: number, size: number) =>
  `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 32 32">${EMOJI[name] ?? EMOJI['glowing-star']}</svg>`;

const linear = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
const glow = (id: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;

/** A four-pointed sparkle centred on (x, y). */
const sparkle = (x: number, y: number, r: number, opacity = 0.8) =>
  `<path d="M${x} ${y - r}Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y}Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r}Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y}Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r}z" fill="#fff" opacity="${opacity}"/>`;

/**
 * Advance widths of Arial Bold for ' ' to '~', in thousandths of an em (Liberation Sans, which
 * stands in for Arial where it is missing, has the same metrics). The art's text is bold.
 */
const BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];
/** CJK ideographs, Hangul and full-width forms: square glyphs, each a word of its own when wrapping. */
const CJK_RANGES = '\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef';
const CJK = new RegExp(`[${CJK_RANGES}]`, 'u');
const isAscii = (c: string) => c >= ' ' && c <= '~';
const asciiEm = (c: string) => (BOLD_WIDTHS[c.charCodeAt(0) - 32] ?? 600) / 1000;

/**
 * Width of a bold text in em: CJK glyphs are square; an accented Latin letter (Vietnamese,
 * Portuguese) is its base letter, a little wider for a horn or stacked marks (ư, ắ).
 */
export function textEm(text: string): number {
  let em = 0;
  for (const c of text) {
    if (isAscii(c)) em += asciiEm(c);
    else if (CJK.test(c)) em += 1;
    else {
      const base = c === 'đ' ? 'd' : c === 'Đ' ? 'D' : c.normalize('NFD')[0]!;
      em += isAscii(base) ? asciiEm(base) + 0.06 : 0.6;
    }
  }
  return em;
}

/** The font size at which `text` fits `width`, at most `max`. */
const fit = (text: string, width: number, max: number) =>
  Math.max(10, Math.min(max, Math.floor(width / Math.max(textEm(text), 1))));

/** A text's words for wrapping: the runs between spaces, every CJK glyph a word of its own. */
const WORD = new RegExp(`\\s*(?:[${CJK_RANGES}]|[^\\s${CJK_RANGES}]+)`, 'gu');

/**
 * `text` broken into at most `most` lines as even as possible (the widest line as narrow as it can
 * be; fewer lines when that is as narrow), at spaces and between CJK glyphs, never inside a word.
 */
function wrap(text: string, most: number): string[] {
  const words = text.trim().match(WORD) ?? [text];
  const line = (from: number, to: number) => words.slice(from, to).join('').trim();
  let best = [line(0, words.length)];
  let bestEm = textEm(best[0]!);
  const cut = (from: number, left: number, done: string[]) => {
    if (left === 1) {
      const all = [...done, line(from, words.length)];
      // A line does not start on closing CJK punctuation.
      if (all.slice(1).some((l) => /^[，。、！？：；）」』]/u.test(l))) return;
      const widest = Math.max(...all.map(textEm));
      if (widest < bestEm - 1e-9) [best, bestEm] = [all, widest];
      return;
    }
    for (let to = from + 1; to <= words.length - left + 1; to++) cut(to, left - 1, [...done, line(from, to)]);
  };
  for (let count = 2; count <= Math.min(most, words.length); count++) cut(0, count, []);
  return best;
}

export const gameTheme = (key: string): Theme => GAME_THEMES[key] ?? GAME_THEMES.RNG!;

/** A game tile's title: its size (in the tile's 200 units), and the width it may take. */
const TILE_TITLE = { size: 22, width: 176 } as const;

/**
 * A game's title as its tile art sets it, like a game's logo: on one line, or two when it does not
 * fit one, at one size for every game; only a title whose lines still do not fit is set smaller,
 * just enough (never cut short).
 */
export function tileTitle(name: string): { lines: string[]; size: number } {
  const { size, width } = TILE_TITLE;
  const lines = textEm(name) * size <= width ? [name] : wrap(name, 2);
  const widest = Math.max(...lines.map(textEm));
  return { lines, size: Math.min(size, Math.floor((width / widest) * 10) / 10) };
}

/**
 * A square game tile: the theme's gradient and illustration, a glow and sparkles, and the game's
 * title set like a logo (white to gold, outlined in the theme's dark colour) over a shade at the
 * foot; without a name, the picture alone, larger. An optional small badge in the corner.
 */
export function gameIcon(name: string, badge: string, theme: Theme): string {
  const [picture, light, dark] = theme;
  const badgeSize = 13;
  const badgeWidth = Math.ceil(textEm(badge) * badgeSize) + 16;
  const title = name ? tileTitle(name) : undefined;
  const titleText = (lines: string[], size: number) =>
    lines
      .map((line, i) => {
        const y = Math.round((186 - (lines.length - 1 - i) * size * 1.1) * 10) / 10;
        return `<text x="100" y="${y}" ${FONT} font-size="${size}" font-weight="900" fill="url(#t)" stroke="${dark}" stroke-width="${Math.round(size * 1.6) / 10}" stroke-linejoin="round" paint-order="stroke" text-anchor="middle">${escape(line)}</text>`;
      })
      .join('');
  return svg(
    200,
    200,
    `<defs>${linear('g', light, dark)}${glow('l')}` +
      (title
        ? `<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset=".35" stop-color="#fff"/><stop offset="1" stop-color="#ffe083"/></linearGradient>` +
          `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient>`
        : '') +
      `</defs><rect width="200" height="200" rx="28" fill="url(#g)"/>` +
      `<circle cx="100" cy="80" r="78" fill="url(#l)"/>` +
      sparkle(34, 58, 9) +
      sparkle(168, 46, 7, 0.7) +
      sparkle(160, 118, 5, 0.6) +
      (title
        ? emoji(picture, 48, 14, 104) +
          `<path d="M0 112h200v60a28 28 0 0 1-28 28H28A28 28 0 0 1 0 172z" fill="url(#s)"/>` +
          titleText(title.lines, title.size)
        : emoji(picture, 30, 30, 140)) +
      (badge
        ? `<rect x="10" y="10" width="${badgeWidth}" height="22" rx="11" fill="#000" opacity=".38"/>` +
          `<text x="${10 + badgeWidth / 2}" y="25.5" ${FONT} font-size="${badgeSize}" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing=".5">${escape(badge)}</text>`
        : ''),
  );
}

/** A game of the catalogue, by its fixture row's art key (no badge: the lobby draws its HOT and favourite marks there). */
export const catalogueIcon = (name: string, artKey: string) => gameIcon(name, '', gameTheme(artKey));

const LOTTERY_THEMES: Record<'fast' | 'regional' | 'stock', Theme> = {
  fast: ['game-die', '#ffb300', '#7a2e00'],
  regional: ['admission-tickets', '#ef5350', '#5d0a0a'],
  stock: ['chart-increasing', '#26a69a', '#00332c'],
};
/** A lottery game's icon by its kind: the picture alone (the lobby shows it small, beside the game's name). */
export const lotteryIcon = (kind: keyof typeof LOTTERY_THEMES) => gameIcon('', '', LOTTERY_THEMES[kind]);

const MALL_THEMES: Record<string, Theme> = {
  CASH: ['money-bag', '#ffca28', '#8a3b00'],
  'mall-earbuds': ['headphone', '#90caf9', '#1a237e'],
  'mall-watch': ['watch', '#b0bec5', '#263238'],
  'mall-phone': ['mobile-phone', '#ce93d8', '#311b92'],
};
/** A points-mall item: a money bag for cash vouchers, the goods' picture for goods; the item's name on the band. */
export const mallImage = (id: string, kind: string, name: string) =>
  gameIcon(name, '', MALL_THEMES[kind === 'CASH' ? 'CASH' : id] ?? ['wrapped-gift', '#f48fb1', '#6a1b9a']);

/**
 * A provider's wordmark as a badge: a dark plate, the vendor's colour as an accent bar and glow,
 * the code set large and the full name under it.
 */
export function vendorLogo(code: string, displayName: string, hue: number): string {
  const accent = `hsl(${hue},85%,60%)`;
  const codeSize = fit(code, 170, 40);
  const sub = displayName.toUpperCase() === code.toUpperCase() ? 'GAMING' : displayName.toUpperCase();
  return svg(
    240,
    96,
    `<defs>${linear('v', '#2b2f3a', '#0e1016')}<radialGradient id="h" cx=".85" cy="0" r="1"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="240" height="96" rx="16" fill="url(#v)"/><rect width="240" height="96" rx="16" fill="url(#h)"/>` +
      `<rect x="1" y="1" width="238" height="94" rx="15" fill="none" stroke="${accent}" stroke-opacity=".6" stroke-width="2"/>` +
      `<rect x="22" y="26" width="6" height="44" rx="3" fill="${accent}"/>` +
      `<text x="40" y="${50 + codeSize / 6}" ${FONT} font-size="${codeSize}" font-weight="900" font-style="italic" fill="#fff" letter-spacing="1">${escape(code)}</text>` +
      `<text x="41" y="80" ${FONT} font-size="${fit(sub, 180, 12)}" font-weight="700" fill="${accent}" letter-spacing="2">${escape(sub)}</text>`,
  );
}

/** A short brand word beside a payment mark, set large (the app prints the channel's full name under the logo). */
const brand = (word: string, fill = '#fff') =>
  `<text x="92" y="61" ${FONT} font-size="${fit(word, 132, 36)}" font-weight="900" fill="${fill}" letter-spacing=".5">${escape(word)}</text>`;

const PAYMENT_LOGOS: Record<string, string> = {
  BANK: `<defs>${linear('p', '#1e88e5', '#0d47a1')}</defs><rect width="240" height="96" rx="16" fill="url(#p)"/>${emoji('bank', 16, 12, 70)}${brand('BANK')}`,
  EWALLET:
    `<rect width="240" height="96" rx="16" fill="#a50064"/><rect x="18" y="16" width="64" height="64" rx="16" fill="#fff"/>` +
    `<text x="50" y="56" ${FONT} font-size="22" font-weight="900" fill="#a50064" text-anchor="middle">mo</text>${brand('MoMo')}`,
  QR:
    `<rect width="240" height="96" rx="16" fill="#00897b"/><rect x="18" y="16" width="64" height="64" rx="8" fill="#fff"/>` +
    [0, 1, 2, 4, 6, 8, 9, 11, 12, 14, 16, 17, 20, 22, 24]
      .map(
        (c) =>
          `<rect x="${25 + (c % 5) * 10}" y="${23 + Math.floor(c / 5) * 10}" width="8" height="8" fill="#004d40"/>`,
      )
      .join('') +
    brand('QR PAY'),
  USDT:
    `<rect width="240" height="96" rx="16" fill="#1b2b27"/><circle cx="50" cy="48" r="32" fill="#26a17b"/>` +
    `<path d="M36 33h28v7H54v5c6 .5 10 1.8 10 3.3s-4 2.8-10 3.3V66h-8V51.6c-6-.5-10-1.8-10-3.3s4-2.8 10-3.3v-5H36z" fill="#fff"/>` +
    brand('USDT', '#26a17b'),
};
/** A payment channel's logo by its type. */
export const paymentLogo = (type: string, name: string, hue: number) =>
  PAYMENT_LOGOS[type] ? svg(240, 96, PAYMENT_LOGOS[type]!) : vendorLogo(name, name, hue);

export interface BannerArt {
  title: string;
  subtitle?: string;
  cta?: string;
  art: string;
  colors: readonly [string, string] | string[];
}

/**
 * A promotional banner: the gradient, a large illustration on the right with a glow and sparkles,
 * the headline (on two lines when it is long), a line under it and a call-to-action button. A
 * `compact` banner is drawn for a half-width slot (the home promo slots, shown about 171 px wide):
 * larger type for its size, no sub-line (it could not be read there), a smaller illustration at
 * the right edge, below the slot's pause control in the top corner, its lowest quarter clear for
 * the carousel's dots, and a text column that stops short of the illustration: the headline takes
 * up to three lines and the largest size at which every line fits the column.
 */
export function bannerImage(
  { title, subtitle, cta, art: picture, colors }: BannerArt,
  width = 750,
  height = 300,
  compact = false,
): string {
  const scale = height / 300;
  const room = compact ? height * 0.76 : height;
  const picSize = Math.round(height * (compact ? 0.42 : 0.8));
  const picX = width - picSize - Math.round(compact ? width * 0.055 : 30 * scale);
  // A compact banner's picture sits low, clear of the slot's pause control in the top corner.
  const picY = Math.round(compact ? room - picSize - 4 * scale : (height - picSize) / 2);
  const left = Math.round((compact ? 26 : 40) * scale);
  const textWidth = compact ? picX - left - Math.round(width * 0.035) : width * 0.58;
  // The button's text, its ' ›' and its padding.
  const ctaEm = cta ? textEm(cta) + 1.7 : 0;
  const ctaSize = Math.min(Math.round(compact ? width * 0.058 : 28 * scale), cta ? Math.floor(textWidth / ctaEm) : 99);
  const ctaWidth = cta ? Math.ceil(ctaEm * ctaSize) : 0;
  const ctaHeight = Math.round(ctaSize * 2.07);
  const gap = Math.round(18 * scale);
  const largest = Math.round(compact ? width * 0.095 : 54 * scale);
  let head = [title];
  let size = largest;
  if (compact) {
    // The most lines the height leaves room for, above the button; fewer lines unless more are clearly larger.
    const tall = room - 16 * scale - (cta ? ctaHeight + gap : 0);
    let chosen = 0;
    for (let count = 1; count <= 3; count++) {
      const lines = wrap(title, count);
      const fits = Math.min(
        largest,
        Math.floor(textWidth / Math.max(...lines.map(textEm))),
        Math.floor(tall / (lines.length * 1.12)),
      );
      if (fits > chosen + 2) [head, size, chosen] = [lines, fits, fits];
    }
  } else {
    if (textEm(title) * size > textWidth) head = wrap(title, 2);
    size = Math.min(size, ...head.map((l) => fit(l, textWidth, size)));
  }
  const sub =
    subtitle && !compact ? Math.min(Math.round(32 * scale), fit(subtitle, textWidth, Math.round(32 * scale))) : 0;
  const block = head.length * size * 1.12 + (sub ? sub * 1.6 : 0) + (cta ? ctaHeight + gap : 0);
  let y = Math.round((room - block) / 2 + size * 0.9);
  const parts = head.map(
    (line, i) =>
      `<text x="${left}" y="${Math.round(y + i * size * 1.12)}" ${FONT} font-size="${size}" font-weight="900" fill="#fff">${escape(line)}</text>`,
  );
  y += (head.length - 1) * size * 1.12;
  if (sub && subtitle) {
    y += sub * 1.5;
    parts.push(
      `<text x="${left}" y="${Math.round(y)}" ${FONT} font-size="${sub}" fill="#fff" opacity=".92">${escape(subtitle)}</text>`,
    );
  }
  if (cta) {
    const top = Math.round(y + gap);
    parts.push(
      `<rect x="${left}" y="${top}" width="${ctaWidth}" height="${ctaHeight}" rx="${ctaHeight / 2}" fill="#ffd54f"/>` +
        `<text x="${left + ctaWidth / 2}" y="${Math.round(top + ctaHeight / 2 + ctaSize * 0.36)}" ${FONT} font-size="${ctaSize}" font-weight="700" fill="#3e2723" text-anchor="middle">${escape(cta)} ›</text>`,
    );
  }
  return svg(
    width,
    height,
    `<defs>${linear('b', colors[0]!, colors[1]!)}${glow('l')}</defs><rect width="${width}" height="${height}" fill="url(#b)"/>` +
      `<circle cx="${width - 40 * scale}" cy="${20 * scale}" r="${170 * scale}" fill="#fff" opacity=".08"/><circle cx="${60 * scale}" cy="${height}" r="${130 * scale}" fill="#000" opacity=".12"/>` +
      `<circle cx="${picX + picSize / 2}" cy="${picY + picSize / 2}" r="${picSize * 0.62}" fill="url(#l)"/>` +
      sparkle(picX + 10 * scale, picY + 30 * scale, 14 * scale) +
      sparkle(picX + picSize - 4 * scale, picY + picSize - 40 * scale, 10 * scale, 0.7) +
      // (in a compact slot, that corner is the pause control's)
      (compact ? '' : sparkle(width - 24 * scale, 40 * scale, 8 * scale, 0.6)) +
      emoji(picture, picX, picY, picSize) +
      parts.join(''),
  );
}
