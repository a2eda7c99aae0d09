// @vitest-environment node
import banners from '@fixtures/banners.json';
import games from '@fixtures/games.json';
import { PROMO_BANNER_GROUPS, PROMO_SLOT_ART } from '@/components/banner/constants';
import { bannerImage, catalogueIcon, textEm, tileTitle } from './images';

/** The drawing of a data URL: its texts (position, size, anchor, words) and its pictures (the emoji). */
function drawing(url: string) {
  const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
  const attr = (tag: string, name: string) => Number(new RegExp(` ${name}='([\\d.]+)'`).exec(tag)?.[1] ?? NaN);
  const texts = [...svg.matchAll(/<text([^>]*)>([^<]*)</g)].map(([, tag, words]) => ({
    x: attr(tag!, 'x'),
    y: attr(tag!, 'y'),
    size: attr(tag!, 'font-size'),
    middle: tag!.includes('text-anchor'),
    words: words!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  }));
  const pictures = [...svg.matchAll(/<svg( x[^>]*viewBox='0 0 32 32')>/g)].map(([, tag]) => ({
    x: attr(tag!, 'x'),
    y: attr(tag!, 'y'),
    size: attr(tag!, 'width'),
  }));
  return { svg, texts, pictures };
}

/** The box a text takes: its width from the font's advance widths, from its cap height to its baseline. */
const boxOf = (t: ReturnType<typeof drawing>['texts'][number]) => {
  const width = textEm(t.words) * t.size;
  const left = t.middle ? t.x - width / 2 : t.x;
  return { left, right: left + width, top: t.y - t.size * 0.75, bottom: t.y };
};

describe('home promo slot art (342×200, shown about 171 px wide)', () => {
  const { width, height } = PROMO_SLOT_ART;
  // The slot's pause control sits in its top right corner (24 px at 4 px, i.e. 48 units at 8: kept
  // free ≈ 32 px), the carousel's dots along its foot (8 px dots 8 px above the edge).
  const PAUSE = { left: width - 64, bottom: 64 };
  const DOTS_TOP = height * 0.76;
  const slots = banners.filter((b) => (PROMO_BANNER_GROUPS as readonly string[]).includes(b.groupName));

  it.each(['EN', 'VI', 'PT', 'TY'] as const)('keeps text, picture, pause control and dots apart (%s)', (lang) => {
    expect(slots.length).toBeGreaterThanOrEqual(4);
    for (const banner of slots) {
      const url = bannerImage(
        { title: banner.title[lang], cta: banner.cta[lang], art: banner.art, colors: banner.colors },
        width,
        height,
        true,
      );
      const { texts, pictures } = drawing(url);
      const [picture] = pictures;
      const title = texts.filter((t) => !t.middle);
      // The whole headline is drawn, on up to three lines, none of it cut.
      const bare = (text: string) => text.replace(/\s+/g, '');
      expect(bare(title.map((t) => t.words).join('')), banner.title[lang]).toBe(bare(banner.title[lang]));
      expect(title.length).toBeLessThanOrEqual(3);
      expect(title[0]!.size).toBeGreaterThanOrEqual(20);
      // The picture: right of every text, below the pause control, above the dots.
      expect(picture!.y).toBeGreaterThanOrEqual(PAUSE.bottom);
      expect(picture!.y + picture!.size).toBeLessThanOrEqual(DOTS_TOP);
      expect(picture!.x + picture!.size).toBeLessThanOrEqual(width - 8);
      for (const text of texts) {
        const box = boxOf(text);
        expect(box.right, `${lang} “${text.words}”`).toBeLessThanOrEqual(picture!.x - 8);
        expect(box.bottom, `${lang} “${text.words}”`).toBeLessThanOrEqual(DOTS_TOP);
        expect(box.top, `${lang} “${text.words}”`).toBeGreaterThanOrEqual(4);
        if (box.top < PAUSE.bottom) expect(box.right).toBeLessThanOrEqual(PAUSE.left);
      }
    }
  });
});

describe('game tile art', () => {
  it('sets every game’s title whole, on one line or two, inside the tile', () => {
    for (const game of games) {
      const { lines, size } = tileTitle(game.name);
      expect(lines.join(' ')).toBe(game.name);
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(textEm(line) * size).toBeLessThanOrEqual(176);
    }
  });

  it('sets the titles at one size: only the rare title two lines cannot hold is smaller, never much', () => {
    const sizes = games.map((g) => tileTitle(g.name).size);
    const full = sizes.filter((s) => s === 22).length;
    expect(full / sizes.length).toBeGreaterThan(0.99);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(20);
  });

  it('draws the title as text lines centred in the tile, no ellipsis', () => {
    const game = games.find((g) => g.name.startsWith('Speed Baccarat'))!;
    const { svg, texts } = drawing(catalogueIcon(game.name, game.art));
    expect(svg).not.toContain('…');
    expect(texts.map((t) => t.words)).toEqual(['Speed', game.name.slice('Speed '.length)]);
    for (const text of texts) {
      const box = boxOf(text);
      expect(box.left).toBeGreaterThanOrEqual(10);
      expect(box.right).toBeLessThanOrEqual(190);
      expect(box.bottom).toBeLessThanOrEqual(192);
    }
  });

  it('breaks CJK names between glyphs and Latin ones at spaces only', () => {
    expect(tileTitle('超级幸运大奖金龙宝藏').lines).toEqual(['超级幸运大', '奖金龙宝藏']);
    expect(tileTitle('Megawaysmegawaysmegaways').lines).toEqual(['Megawaysmegawaysmegaways']);
  });
});
