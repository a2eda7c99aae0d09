import { getConfig } from '@/config/runtime';

/**
 * The one policy for URLs the server supplies (chat, game and lottery launches, banners, download,
 * customer-service and social links, links and images in server HTML). A URL is judged after the
 * browser's own parsing (`new URL(link, location.href)`), and only the parsed form is ever
 * followed, so what is judged is what the browser opens: leading spaces and control characters,
 * tabs or newlines inside the scheme, `//host`, `/\host` and `\\host` all resolve before the check.
 */
export type UrlVerdict =
  /** A page of this app: followed inside the app (`path` is pathname + search + hash). */
  | { kind: 'inside'; path: string }
  /** Another site over `https:` (or `http:` where the deployment allows it): opened without a way back to this page. */
  | { kind: 'outside'; href: string }
  /** Anything else (javascript:, data:, vbscript:, blob:, file:, empty, malformed): never followed. */
  | { kind: 'refused' };

export type OutsideUrl = Extract<UrlVerdict, { kind: 'outside' }>;

/** Where the app's pages live: a same-origin link elsewhere (the API, static files) is no page to send a player to. */
export const APP_PATH_PREFIX = '/m/';

/** `rel` of every link that leaves the site: the opened page gets no `window.opener` and no referrer. */
export const OUTSIDE_LINK_REL = 'noopener noreferrer';

export interface UrlPolicyOptions {
  /** What the link is resolved against and compared with (the current page). */
  base?: string;
  /** Plain `http:` may leave the site (runtime config `allowHttpLinks`). */
  allowHttp?: boolean;
  /** `image`: any same-origin path may be loaded (e.g. `/icons/…`), not only the app's pages. */
  use?: 'link' | 'image';
}

const REFUSED: UrlVerdict = { kind: 'refused' };
// What the URL parser strips from both ends of an input: C0 controls and space.
// eslint-disable-next-line no-control-regex -- matching the C0 controls is the point
const STRIPPED_BY_PARSER = /[\u0000-\u0020]/g;
const WEB_SCHEMES = new Set(['https:', 'http:']);

const isAppPath = (pathname: string) =>
  pathname === APP_PATH_PREFIX.slice(0, -1) || pathname.startsWith(APP_PATH_PREFIX);

export function judgeUrl(link: unknown, options: UrlPolicyOptions = {}): UrlVerdict {
  const { base = window.location.href, allowHttp = getConfig().allowHttpLinks === true, use = 'link' } = options;
  // Empty, or only what the parser strips, would resolve to the current page: that is no URL.
  if (typeof link !== 'string' || link.replace(STRIPPED_BY_PARSER, '') === '') return REFUSED;
  let url: URL;
  let here: URL;
  try {
    here = new URL(base);
    url = new URL(link, here);
  } catch {
    return REFUSED;
  }
  // blob: URLs report their creator's origin: the scheme is checked before the origin.
  if (!WEB_SCHEMES.has(url.protocol)) return REFUSED;
  if (url.origin === here.origin) {
    return use === 'image' || isAppPath(url.pathname)
      ? { kind: 'inside', path: url.pathname + url.search + url.hash }
      : REFUSED;
  }
  if (url.protocol === 'https:' || allowHttp) return { kind: 'outside', href: url.href };
  return REFUSED;
}

/** The URL to use for a verdict: the app path, the other site's parsed URL, or null when refused. */
export function urlOf(verdict: UrlVerdict): string | null {
  return verdict.kind === 'inside' ? verdict.path : verdict.kind === 'outside' ? verdict.href : null;
}

/** Open an outside URL in a new tab that cannot reach back to this page. */
export function openOutside(url: OutsideUrl): void {
  window.open(url.href, '_blank', 'noopener,noreferrer');
}

/**
 * A tab opened during a tap, to be sent to a URL a call answers later: popup blockers let only a
 * tap open a tab. It is cut from this page at once (no `opener`) and can only be sent to an
 * outside URL that passed the policy; otherwise it is closed.
 */
export interface PendingTab {
  go(url: OutsideUrl): void;
  close(): void;
}

/** Null when the browser blocked the tab. */
export function openPendingTab(): PendingTab | null {
  const tab = window.open('about:blank', '_blank');
  if (!tab) return null;
  tab.opener = null;
  return {
    go: (url) => tab.location.replace(url.href),
    close: () => tab.close(),
  };
}
