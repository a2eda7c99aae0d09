// @vitest-environment node
import announcements from '@fixtures/announcements.json';
import banners from '@fixtures/banners.json';
import helpItems from '@fixtures/helpItems.json';
import promoCategories from '@fixtures/promoCategories.json';
import { describe, expect, it } from 'vitest';
import { isReadableAnnouncementGroups, isReadableHelpItems, isReadablePromotionCategories } from './content';
import { ANSWER_GUARDS } from './index';

// Answers as the mock server gives them (mock-server/routes/content.ts, from fixtures/), in English.
const PICTURE = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
const ANNOUNCEMENTS = announcements.map((row) => ({
  id: row.id,
  type: row.type,
  title: row.title.EN,
  content: row.content.EN,
  startDate: row.startDate,
  ...(row.endDate ? { endDate: row.endDate } : {}),
  noExpiry: row.noExpiry,
  promoAnnouncementCategoryIds: row.categoryIds,
  announcementImages: [
    { url: PICTURE, sequence: 1 },
    { url: PICTURE, sequence: 2 },
  ],
  read: false,
  hotMatch: row.hotMatch,
}));
const BANNERS = banners.map((row) => ({
  id: row.id,
  groupName: row.groupName,
  title: row.title.EN,
  url: PICTURE,
  ...(row.link ? { link: row.link } : {}),
}));
const PLAYER = ANNOUNCEMENTS.filter((a) => a.type === 'PL' || a.type === 'A');
const GROUPS = {
  promotion: ANNOUNCEMENTS.filter((a) => a.type === 'PR'),
  banners: BANNERS,
  player: PLAYER,
  popup: ANNOUNCEMENTS.filter((a) => a.type === 'PU').map((a) => ({ ...a, popupWidth: 600, popupHeight: 800 })),
  hot: PLAYER.filter((a) => a.hotMatch),
  footer: { unreadCount: PLAYER.length },
};
const HELP = helpItems.map((item) => ({ title: item.title.EN, content: item.content.EN }));
const CATEGORIES = promoCategories.map((c) => ({ id: c.id, title: c.EN }));

const [PROMOTION] = GROUPS.promotion;
const [NOTICE] = GROUPS.player;
const [POPUP] = GROUPS.popup;
const [BANNER] = GROUPS.banners;

const without = (value: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== field));
const withField = (value: Record<string, unknown>, field: string, kind: unknown) => ({ ...value, [field]: kind });
/** The groups with `group`'s first item replaced. */
const groupsWith = (group: 'promotion' | 'banners' | 'player' | 'popup' | 'hot', item: unknown) => ({
  ...GROUPS,
  [group]: [item, ...GROUPS[group].slice(1)],
});

type Guard = (value: unknown) => boolean;

describe('content answer guards', () => {
  it('the answers hold every kind of item', () => {
    expect([PROMOTION, NOTICE, POPUP, BANNER, GROUPS.hot[0], HELP[0], CATEGORIES[0]]).not.toContain(undefined);
  });

  // Each row with the answer the mock gives and that answer broken in a field the row reads: its guard
  // (through ANSWER_GUARDS, as the adapter loads it) accepts the one and refuses the other.
  it.each<[keyof typeof ANSWER_GUARDS, unknown, unknown]>([
    ['announcements', GROUPS, without(GROUPS, 'player')],
    ['helpCentre', HELP, [without(HELP[0]!, 'content')]],
    ['promotionCategories', CATEGORIES, [without(CATEGORIES[0]!, 'id')]],
  ])('%s: its row’s guard accepts the answer the mock gives, and refuses it broken', (call, answer, broken) => {
    expect(ANSWER_GUARDS[call]!(answer)).toBe(true);
    expect(ANSWER_GUARDS[call]!(broken)).toBe(false);
  });

  it.each<[string, unknown]>([
    ['no promotions nor banners', without(without(GROUPS, 'promotion'), 'banners')],
    ['no footer', without(GROUPS, 'footer')],
    [
      'a promotion without end date, expiry, categories or images',
      groupsWith('promotion', {
        id: 'an-PR-9',
        title: 'Weekend reload',
        content: '<p>Reload</p>',
        startDate: '2026-10-27 00:00:00',
        type: 'PR',
      }),
    ],
    ['a notice without read flag', groupsWith('player', without(NOTICE, 'read'))],
    ['a popup without size', groupsWith('popup', without(without(POPUP, 'popupWidth'), 'popupHeight'))],
    ['a banner without title or link', groupsWith('banners', without(without(BANNER, 'title'), 'link'))],
    // Not among the spec's fields (§3): the app does without them.
    ['a banner without id', groupsWith('banners', without(BANNER, 'id'))],
    ['a notice without type', groupsWith('player', without(NOTICE, 'type'))],
  ])('isReadableAnnouncementGroups accepts what the app tolerates: %s', (_name, answer) => {
    expect(isReadableAnnouncementGroups(answer)).toBe(true);
  });

  it.each<[string, Guard, unknown]>([
    ['groups without player notices', isReadableAnnouncementGroups, without(GROUPS, 'player')],
    ['groups with hot matches as an object', isReadableAnnouncementGroups, withField(GROUPS, 'hot', {})],
    ['groups with banners as text', isReadableAnnouncementGroups, withField(GROUPS, 'banners', 'drift')],
    [
      'groups with the unread count as text',
      isReadableAnnouncementGroups,
      withField(GROUPS, 'footer', { unreadCount: '3' }),
    ],
    ['a notice without content', isReadableAnnouncementGroups, groupsWith('player', without(NOTICE, 'content'))],
    [
      'a notice with its start date as a number',
      isReadableAnnouncementGroups,
      groupsWith('player', withField(NOTICE, 'startDate', 1_761_523_200_000)),
    ],
    [
      'a notice with its read flag as text',
      isReadableAnnouncementGroups,
      groupsWith('player', withField(NOTICE, 'read', 'false')),
    ],
    ['a popup without title', isReadableAnnouncementGroups, groupsWith('popup', without(POPUP, 'title'))],
    [
      'a popup with its width as text',
      isReadableAnnouncementGroups,
      groupsWith('popup', withField(POPUP, 'popupWidth', '600px')),
    ],
    ['a hot match without id', isReadableAnnouncementGroups, groupsWith('hot', without(NOTICE, 'id'))],
    ['a promotion without id', isReadableAnnouncementGroups, groupsWith('promotion', without(PROMOTION, 'id'))],
    [
      'a promotion with its categories as text',
      isReadableAnnouncementGroups,
      groupsWith('promotion', withField(PROMOTION, 'promoAnnouncementCategoryIds', 'pc-new')),
    ],
    [
      'a promotion image without url',
      isReadableAnnouncementGroups,
      groupsWith('promotion', withField(PROMOTION, 'announcementImages', [{ sequence: 1 }])),
    ],
    ['a banner without url', isReadableAnnouncementGroups, groupsWith('banners', without(BANNER, 'url'))],
    [
      'a banner with its link as a number',
      isReadableAnnouncementGroups,
      groupsWith('banners', withField(BANNER, 'link', 404)),
    ],
    ['groups that are no object', isReadableAnnouncementGroups, 'drift'],
    ['a help topic without content', isReadableHelpItems, [without(HELP[0], 'content')]],
    ['a help topic with its title as a number', isReadableHelpItems, [withField(HELP[0], 'title', 404)]],
    ['help that is no list', isReadableHelpItems, HELP[0]],
    ['a category without id', isReadablePromotionCategories, [without(CATEGORIES[0], 'id')]],
    ['a category with its title as a number', isReadablePromotionCategories, [withField(CATEGORIES[0], 'title', 404)]],
  ])('refuses %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(false);
  });
});
