import xssCorpus from '@fixtures/xssCorpus.json';
import type { EndpointName, Endpoints } from '@/api/endpoints';
import type { ResOf } from '@/api/endpoint';
import type { Announcement } from '@/api/types/content';

/**
 * `mock.hostile=1`: every field in which the server supplies a URL or HTML answers a hostile value,
 * so QA (and tests/e2e/hostile-server.spec.ts) can see that nothing runs, nothing leaves the site and
 * nothing is drawn over the app. Each payload that could run sets `window.__xss`.
 */

/** URLs the app must refuse (and one https URL it may open, in a new tab without `opener`), dealt out field by field. */
export function hostileUrls(origin: string = globalThis.location.origin): string[] {
  return [
    'javascript:window.__xss=101',
    ' \u0001JaVaScRiPt:window.__xss=102',
    'java\tscript:window.__xss=103',
    'data:text/html,<script>window.__xss=104</script>',
    'vbscript:msgbox(105)',
    'https://evil.example/allowed-https',
    '//evil.example/scheme-relative',
    '/\\evil.example/backslash',
    '\\\\evil.example/double-backslash',
    'http://evil.example/plain-http',
    `blob:${origin}/hostile`,
    '/wps/member/info',
    'file:///etc/passwd',
  ];
}

/** Marks every element of the hostile HTML (`data-*` attributes survive sanitising), so tests can find them. */
export const HOSTILE_MARK = 'data-hostile';

/**
 * Server HTML that tries everything at once: the app's own classes to draw a full-screen toast and a
 * bottom menu, fixed positioning, ids, popovers, an open dialog, a fake password form, script links
 * in every dress, and script in tags and handlers.
 */
export const HOSTILE_HTML = [
  `<div ${HOSTILE_MARK} class="toast toast--error" id="root" role="alert" style="position:fixed;inset:0;z-index:2147483647;background:#000;color:#fff">HOSTILE full-screen toast</div>`,
  `<nav ${HOSTILE_MARK} class="bottom-menu" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647">`,
  `<a ${HOSTILE_MARK} class="bottom-menu__item" href="javascript:window.__xss=201">HOSTILE home</a></nav>`,
  `<p ${HOSTILE_MARK}>`,
  `<a ${HOSTILE_MARK} href=" JaVaScRiPt:window.__xss=202">HOSTILE javascript link</a> `,
  `<a ${HOSTILE_MARK} href="java&#9;script:window.__xss=203">HOSTILE tab link</a> `,
  `<a ${HOSTILE_MARK} href="data:text/html,&lt;script&gt;window.__xss=204&lt;/script&gt;">HOSTILE data link</a> `,
  `<a ${HOSTILE_MARK} href="//evil.example/html">HOSTILE scheme-relative link</a> `,
  `<a ${HOSTILE_MARK} href="/\\evil.example/html">HOSTILE backslash link</a> `,
  `<a ${HOSTILE_MARK} href="https://evil.example/html" target="_self">HOSTILE https link</a></p>`,
  `<img ${HOSTILE_MARK} src="x" onerror="window.__xss=205" alt="">`,
  `<img ${HOSTILE_MARK} src="javascript:window.__xss=206" alt="">`,
  `<form ${HOSTILE_MARK} action="javascript:window.__xss=207"><input name="password" placeholder="HOSTILE password"><button>HOSTILE submit</button></form>`,
  `<dialog ${HOSTILE_MARK} open>HOSTILE dialog</dialog>`,
  `<div ${HOSTILE_MARK} popover="manual" id="hostile-popover">HOSTILE popover</div>`,
  `<svg onload="window.__xss=208"></svg><script>window.__xss=209</script>`,
  `<details ${HOSTILE_MARK} open ontoggle="window.__xss=210"><summary>HOSTILE details</summary></details>`,
].join('');

/** Winner names as markup: the board must show them as text. */
const HOSTILE_NAME = '<img src=x onerror=window.__xss=301>';

type Rewrite<K extends EndpointName> = (
  value: ResOf<Endpoints[K]>,
  urls: string[],
) => ResOf<Endpoints[K]> | Promise<ResOf<Endpoints[K]>>;
type Rewrites = { [K in EndpointName]?: Rewrite<K> };

const ENTRY_KEY = 'Hx7kQ2wZ';
/** The i-th hostile URL, round the list. */
const pick = (urls: string[], i: number) => urls[i % urls.length]!;
/**
 * Announcements and help answers also carry the sanitiser's test corpus (fixtures/xssCorpus.json:
 * script tags, handlers, script URLs, SVG and MathML payloads), which the demo's own content does
 * not carry: it reaches the page only on demand, under mock.hostile=1.
 */
export const HOSTILE_HTML_WITH_CORPUS = `${HOSTILE_HTML}<div>${xssCorpus.join('')}</div>`;
const withHtml = (list: Announcement[]) => list.map((a) => ({ ...a, content: HOSTILE_HTML_WITH_CORPUS }));

const REWRITES: Rewrites = {
  systemStatus: (status, urls) => ({
    ...status,
    info: {
      ...status.info,
      customerService: pick(urls, 0),
      resources: [
        ...status.info.resources.map((r, i) => ({ ...r, url: pick(urls, i + 1) })),
        { resourceType: 'AFFILIATELINK', url: pick(urls, 0) },
      ],
    },
  }),
  customerServiceLink: (_, urls) => ({ url: pick(urls, 1) }),
  // The platform sends these DES-encrypted, the last 8 characters being the key.
  customerServiceEntries: async (entries, urls) => {
    const { encryptBody } = await import('@/api/cipher');
    return entries.map((entry, i) => ({ ...entry, path: encryptBody(pick(urls, i + 2), ENTRY_KEY) + ENTRY_KEY }));
  },
  launchChat: (_, urls) => ({ chatUrl: pick(urls, 0) }),
  launchGame: (_, urls) => ({ content: { game_url: pick(urls, 1) } }),
  launchLottery: (_, urls) => ({ content: { game_url: pick(urls, 3) } }),
  announcements: (groups, urls) => ({
    ...groups,
    banners: groups.banners.map((b, i) => ({ ...b, link: pick(urls, i + 6) })),
    promotion: withHtml(groups.promotion),
    player: withHtml(groups.player),
    popup: withHtml(groups.popup),
    hot: withHtml(groups.hot),
  }),
  helpCentre: (items) => items.map((item) => ({ ...item, content: HOSTILE_HTML_WITH_CORPUS })),
  mailList: (page) => ({ ...page, list: page.list.map((mail) => ({ ...mail, content: HOSTILE_HTML })) }),
  winnerBoard: (board) => ({
    list: board.list.map((w) => ({
      vo: { ...w.vo, customerName: HOSTILE_NAME, gameName: `${w.vo.gameName}${HOSTILE_NAME}` },
    })),
  }),
};

/** The call's answer as a hostile server would send it (unchanged for calls without URLs or HTML). */
export async function hostileAnswer(name: EndpointName, value: unknown): Promise<unknown> {
  const rewrite = REWRITES[name] as ((value: unknown, urls: string[]) => unknown) | undefined;
  return rewrite && value ? rewrite(value, hostileUrls()) : value;
}
