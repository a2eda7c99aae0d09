import announcementsSeed from '@fixtures/announcements.json';
import bannersSeed from '@fixtures/banners.json';
import helpSeed from '@fixtures/helpItems.json';
import promoCategoriesSeed from '@fixtures/promoCategories.json';
import type { Announcement, AnnouncementType } from '@/api/types/content';
import type { LanguageCode } from '@/api/types/common';
import { PROMO_BANNER_GROUPS, PROMO_SLOT_ART } from '@/components/banner/constants';
import { fail, member, type DomainHandlers, type MockContext } from '../context';
import { bannerImage } from '../images';

type Localised = Record<string, string>;
/** Fixture texts exist in every language (TY, EN, PT, VI); English stands in for any other. */
const pick = (text: Localised, language: LanguageCode) => text[language] ?? text.EN ?? '';

/** A promotion's or notice's artwork colours, from its hue. */
const shades = (hue: number): [string, string] => [`hsl(${hue},70%,52%)`, `hsl(${(hue + 40) % 360},75%,22%)`];

const ANNOUNCEMENT_TYPES = new Set<string>(['A', 'PL', 'B', 'PU', 'PR']);
const TRIAL_TYPE = 4;

function readIds(ctx: MockContext): string[] {
  return ctx.user ? (ctx.db.state.reads[ctx.user.id] ?? []) : [];
}

function toAnnouncement(row: (typeof announcementsSeed)[number], ctx: MockContext, read: string[]): Announcement {
  return {
    id: row.id,
    type: row.type as AnnouncementType,
    title: pick(row.title, ctx.language),
    content: pick(row.content, ctx.language),
    startDate: row.startDate,
    endDate: row.endDate ?? undefined,
    noExpiry: row.noExpiry as 0 | 1,
    promoAnnouncementCategoryIds: row.categoryIds,
    // Promotion artwork is 690×260; sequence 1 is the list image, 2 a detail variant.
    announcementImages: [
      {
        url: bannerImage({ title: pick(row.title, ctx.language), art: row.art, colors: shades(row.hue) }, 690, 260),
        sequence: 1,
      },
      {
        url: bannerImage(
          { title: pick(row.title, ctx.language), art: row.art, colors: shades((row.hue + 40) % 360) },
          690,
          260,
        ),
        sequence: 2,
      },
    ],
    read: read.includes(row.id),
    hotMatch: row.hotMatch,
  };
}

/** A banner's picture: a promo slot's is drawn for its half-width box, every other group's full width. */
function bannerArt(banner: (typeof bannersSeed)[number], language: LanguageCode): string {
  const art = {
    title: pick(banner.title, language),
    subtitle: pick(banner.subtitle, language),
    cta: pick(banner.cta, language),
    art: banner.art,
    colors: banner.colors,
  };
  return (PROMO_BANNER_GROUPS as readonly string[]).includes(banner.groupName)
    ? bannerImage(art, PROMO_SLOT_ART.width, PROMO_SLOT_ART.height, true)
    : bannerImage(art);
}

/** Listings of unknown types or another merchant are refused as the platform does (validation.error). */
function parseTypes(ctx: MockContext<{ types?: string; platform?: string; merchantCode?: string }>): Set<string> {
  const types = String(ctx.payload.types ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (types.length === 0 || types.some((t) => !ANNOUNCEMENT_TYPES.has(t))) fail('validation.error');
  if (ctx.payload.merchantCode !== ctx.merchantCode) fail('validation.error');
  return new Set(types);
}

/** The promotions a member can still join: those not ended (no end date, or one still ahead). */
export const openPromotions = (now = Date.now()) =>
  announcementsSeed.filter((a) => a.type === 'PR' && (a.noExpiry === 1 || !a.endDate || Date.parse(a.endDate) >= now));

export const contentHandlers: DomainHandlers = {
  announcements: (ctx) => {
    const types = parseTypes(ctx);
    const read = readIds(ctx);
    const list = announcementsSeed.filter((a) => types.has(a.type)).map((a) => toAnnouncement(a, ctx, read));
    const banners = types.has('B')
      ? bannersSeed
          .filter((b) => !ctx.payload.groupName || b.groupName === ctx.payload.groupName)
          .map((b) => ({
            id: b.id,
            groupName: b.groupName,
            title: pick(b.title, ctx.language),
            url: bannerArt(b, ctx.language),
            link: b.link ?? undefined,
          }))
      : [];
    // Agent notices (A) and player notices (PL) both arrive in the player group.
    const player = list.filter((a) => a.type === 'PL' || a.type === 'A');
    const trial = ctx.user?.type === TRIAL_TYPE;
    return {
      promotion: list.filter((a) => a.type === 'PR'),
      banners,
      player,
      popup: list.filter((a) => a.type === 'PU'),
      hot: player.filter((a) => a.hotMatch),
      footer: { unreadCount: ctx.user && !trial ? player.filter((a) => !a.read).length : 0 },
    };
  },

  markAnnouncementRead: (ctx) => {
    const user = member(ctx);
    const { announcementId } = ctx.payload;
    if (!announcementsSeed.some((a) => a.id === announcementId)) return fail('validation.error');
    if (user.type === TRIAL_TYPE) return fail('trial.forbidden');
    const reads = (ctx.db.state.reads[user.id] ??= []);
    if (!reads.includes(announcementId)) reads.push(announcementId);
  },

  helpCentre: ({ payload: { lang } }) =>
    helpSeed.map((item) => ({ title: pick(item.title, lang), content: pick(item.content, lang) })),

  availablePromotions: (ctx) => {
    member(ctx);
    return {
      content: openPromotions().map((a) => ({
        id: a.id,
        title: pick(a.title, ctx.language),
        endDate: a.endDate ?? undefined,
      })),
    };
  },

  promotionCategories: (ctx) =>
    promoCategoriesSeed.map((c) => ({ id: c.id, title: pick(c as Localised, ctx.language) })),
};
