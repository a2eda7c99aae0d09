import { api } from '@/api';
import { BANNER_HEIGHT, BANNER_WIDTH, PROMO_BANNER_GROUPS, PROMO_SLOT_ART } from '@/components/banner/constants';
import { decodeServiceEntries } from '@/features/content/api/use-service-entries';
import { ROUTES } from '@/config/paths';
import { judgeUrl } from '@/lib/url-policy';
import type { MockContext } from '../context';
import { failure, logIn, setUpMockServer } from '../testing';
import { siteHandlers } from './site';

/** The content and site handlers through the app's real HTTP adapter. */
vi.mock('../panel/mount', () => ({ mountDemoPanel: () => undefined }));

const mock = setUpMockServer({ fail: [], flags: {} });
const LISTING = { types: 'B,PL,PU', platform: 'M' as const, merchantCode: 'DEMO' };

describe('announcements', () => {
  it('answers every group: player notices, popups, hot matches, banners and promotions', async () => {
    const groups = await api.announcements(LISTING);
    expect(groups.player.length).toBeGreaterThanOrEqual(8);
    expect(groups.popup.length).toBeGreaterThanOrEqual(2);
    expect(groups.hot.length).toBeGreaterThanOrEqual(1);
    expect(new Set(groups.banners.map((b) => b.groupName))).toEqual(
      new Set(['help', 'm_home', 'm_pro', 'm_pro1', 'm_reg', 'm_hot', 'm_act']),
    );
    const promotions = (await api.announcements({ ...LISTING, types: 'PR' })).promotion;
    expect(promotions.length).toBeGreaterThanOrEqual(10);
    expect(promotions[0].announcementImages?.map((i) => i.sequence)).toEqual([1, 2]);
    // Visitors have no read state.
    expect(groups.footer?.unreadCount).toBe(0);
  });

  it('draws the home promo slots’ banners for their half-width box, every other banner at 750×300', async () => {
    const { banners } = await api.announcements(LISTING);
    const sizeOf = (url: string) => /width='(\d+)' height='(\d+)'/.exec(decodeURIComponent(url))?.slice(1).map(Number);
    for (const banner of banners) {
      const slot = (PROMO_BANNER_GROUPS as readonly string[]).includes(banner.groupName);
      expect(sizeOf(banner.url), banner.groupName).toEqual(
        slot ? [PROMO_SLOT_ART.width, PROMO_SLOT_ART.height] : [BANNER_WIDTH, BANNER_HEIGHT],
      );
    }
  });

  it('lists the promotions a member can still join, members only', async () => {
    expect((await failure(api.availablePromotions())).errorCode).toBe('login.not.session');
    await logIn('demo01');
    const { content } = await api.availablePromotions();
    const all = (await api.announcements({ ...LISTING, types: 'PR' })).promotion;
    expect(content.length).toBeGreaterThan(0);
    expect(content.length).toBeLessThanOrEqual(all.length);
    for (const promotion of content) expect(all.find((p) => p.id === promotion.id)?.title).toBe(promotion.title);
  });

  it('refuses malformed listings', async () => {
    expect((await failure(api.announcements({ ...LISTING, types: 'PL,XX' }))).errorCode).toBe('validation.error');
    expect((await failure(api.announcements(LISTING, { merchantCode: 'OTHER' }))).errorCode).toBe('validation.error');
  });

  it('keeps read marks per user', async () => {
    await logIn('demo01');
    const before = await api.announcements(LISTING);
    const first = before.player[0];
    expect(first.read).toBe(false);
    await api.markAnnouncementRead({ announcementId: first.id, read: true });
    const after = await api.announcements(LISTING);
    expect(after.player[0].read).toBe(true);
    expect(after.footer?.unreadCount).toBe(before.footer!.unreadCount - 1);

    await logIn('vip01');
    expect((await api.announcements(LISTING)).player[0].read).toBe(false);
  });

  it('refuses a read mark for an unknown announcement', async () => {
    await logIn('demo01');
    expect((await failure(api.markAnnouncementRead({ announcementId: 'nope', read: true }))).errorCode).toBe(
      'validation.error',
    );
  });
});

describe('help centre and promotion categories', () => {
  it('answers help items for the mobile device only, in the asked language', async () => {
    const en = await api.helpCentre({ lang: 'EN', device: 'MOBILE' });
    expect(en[0].title).toBe('How do I register?');
    const ty = await api.helpCentre({ lang: 'TY', device: 'MOBILE' });
    expect(ty[0].title).toBe('如何注册？');
    expect((await failure(api.helpCentre({ lang: 'EN', device: 'PC' as 'MOBILE' }))).errorCode).toBe(
      'validation.format',
    );
  });

  it('lists promotion categories in the Language header’s language (TY by default)', async () => {
    expect((await api.promotionCategories({ language: 'TY' })).map((c) => c.title)).toEqual([
      '新会员',
      '每日奖励',
      '电子捕鱼',
      '真人彩票',
      'VIP 专享',
    ]);
    expect((await failure(api.promotionCategories({ language: 'XX' as 'EN' }))).errorCode).toBe('validation.format');
  });
});

describe('customer service and chat', () => {
  it('sends customer-service entries encrypted with their key as the last 8 characters', async () => {
    const links = await decodeServiceEntries(await api.customerServiceEntries());
    expect(links.map((l) => l.title)).toEqual(['在线客服', 'VIP 专属客服', '充值协助']);
    expect(links.map((l) => l.url)).toEqual([
      '/m/demoService',
      '/m/demoService?desk=vip',
      '/m/demoService?desk=deposit',
    ]);
  });

  it('sends only pages of the app as its service, chat, download and social links, each a route of the app', async () => {
    await logIn('demo01');
    const { info } = await api.systemStatus();
    const links = [
      info.customerService,
      (await api.customerServiceLink()).url,
      (await api.launchChat()).chatUrl,
      ...(await decodeServiceEntries(await api.customerServiceEntries())).map((l) => l.url),
      ...(info.resources ?? []).filter((r) => r.resourceType !== 'AppDownloadIcon').map((r) => r.url),
    ];
    expect(links).toHaveLength(15);
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const link of links) {
      const verdict = judgeUrl(link);
      expect(verdict.kind, link).toBe('inside');
      expect(paths.has(new URL(link, globalThis.location.origin).pathname), link).toBe(true);
    }
  });

  it('names the customer-service entries in the call’s language', async () => {
    const entries = await siteHandlers.customerServiceEntries!({ language: 'VI' } as MockContext<void>);
    expect(entries.map((e) => e.title)).toEqual([
      'Chăm sóc khách hàng trực tuyến',
      'Chăm sóc khách hàng VIP',
      'Hỗ trợ nạp tiền',
    ]);
  });

  it('launches the chat for members, not with CBS3 off', async () => {
    await logIn('demo01');
    expect((await api.launchChat()).chatUrl).toContain('member=demo01');
    mock().set({ flags: { CBS3: false } });
    expect((await failure(api.launchChat())).errorCode).toBe('permission.denied');
  });
});
