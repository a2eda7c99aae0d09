import { api } from '@/api';
import { decodeServiceEntries } from '@/features/content/api/use-service-entries';
import { judgeUrl } from '@/lib/url-policy';
import { applyQuery, defaultControls } from './controls';
import { HOSTILE_HTML, HOSTILE_HTML_WITH_CORPUS, hostileUrls } from './hostile';
import { logIn, setUpMockServer } from './testing';

vi.mock('./panel/mount', () => ({ mountDemoPanel: () => undefined }));
const mock = setUpMockServer({ hostile: true });

/** What the URL policy lets through of the hostile URLs, on a page at `base`. */
const allowedOn = (base: string) =>
  hostileUrls(new URL(base).origin).flatMap((url) => {
    const verdict = judgeUrl(url, { base });
    return verdict.kind === 'refused' ? [] : [verdict];
  });

describe('mock.hostile=1', () => {
  it('is set by the query and off by default', () => {
    expect(defaultControls().hostile).toBe(false);
    expect(applyQuery(defaultControls(), '?mock.hostile=1').controls.hostile).toBe(true);
    expect(applyQuery({ ...defaultControls(), hostile: true }, '?mock.hostile=0').controls.hostile).toBe(false);
  });

  it('deals out URLs the policy refuses, but for other https sites it may open in a new tab', () => {
    // Over http (the demo) the scheme-relative forms are plain http: refused too.
    expect(allowedOn('http://127.0.0.1:4173/m/home')).toEqual([
      { kind: 'outside', href: 'https://evil.example/allowed-https' },
    ]);
    // Over https they resolve to https: another site, never this one.
    const onHttps = allowedOn('https://casino.example/m/home');
    expect(onHttps.length).toBeGreaterThan(1);
    expect(onHttps.every((v) => v.kind === 'outside' && v.href.startsWith('https://evil.example/'))).toBe(true);
  });

  it('answers hostile URLs in the status, customer-service and launch calls', async () => {
    const urls = hostileUrls();
    const status = await api.systemStatus();
    expect(urls).toContain(status.info.customerService);
    expect(status.info.resources.length).toBeGreaterThan(0);
    for (const resource of status.info.resources) expect(urls).toContain(resource.url);
    expect(status.info.resources.map((r) => r.resourceType)).toContain('AFFILIATELINK');
    expect(urls).toContain((await api.customerServiceLink()).url);
    // The encrypted entries decrypt to hostile URLs, which the client then drops.
    expect(await decodeServiceEntries(await api.customerServiceEntries())).toEqual([]);

    await logIn('demo01');
    expect(urls).toContain((await api.launchChat()).chatUrl);
    expect(urls).toContain(
      (
        await api.launchGame({
          category: 'RNG',
          vendor: 'PG',
          gameId: 'PG_0001',
          nodeId: 'PG-PG_0001',
          pageBack: '/m/home',
        })
      ).content.game_url,
    );
    expect(urls).toContain(
      (await api.launchLottery({ vendor: 'TCG_LOTTO_VN', gameCode: 'VN_MB', prizeMode: 'Lott' })).content.game_url,
    );
  });

  it('answers hostile HTML (with the sanitiser corpus in announcements and help) in announcements, help and mail, hostile banner links and winner names', async () => {
    const groups = await api.announcements({ types: 'A,PL,B,PU,PR', platform: 'M' });
    for (const list of [groups.promotion, groups.player, groups.popup, groups.hot]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((a) => a.content === HOSTILE_HTML_WITH_CORPUS)).toBe(true);
    }
    expect(groups.banners.every((b) => hostileUrls().includes(b.link!))).toBe(true);
    expect(
      (await api.helpCentre({ lang: 'EN', device: 'MOBILE' })).every(
        (item) => item.content === HOSTILE_HTML_WITH_CORPUS,
      ),
    ).toBe(true);
    const winners = await api.winnerBoard({ gameCategory: 'ALL', language: 'EN', limitNum: 3 });
    expect(winners.list[0]?.vo.customerName).toMatch(/onerror/);
    await logIn('demo01');
    const mails = await api.mailList({ pageNo: 1, pageSize: 5 });
    expect(mails.list.length).toBeGreaterThan(0);
    expect(mails.list.every((m) => m.content === HOSTILE_HTML)).toBe(true);
  });

  it('answers as usual when off', async () => {
    mock().set({ hostile: false });
    // The demo's customer service: its chat screen inside the app.
    expect((await api.systemStatus()).info.customerService).toMatch(/^\/m\/demoService/);
  });
});
