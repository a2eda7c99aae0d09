import { applyConfigOverrides, getConfig } from '@/config/runtime';
import { APP_PATH_PREFIX, judgeUrl, openPendingTab, type UrlVerdict } from './url-policy';

const BASE = 'https://casino.example/m/home?tab=1';
const judge = (link: unknown, allowHttp = false) => judgeUrl(link, { base: BASE, allowHttp });
const refused: UrlVerdict = { kind: 'refused' };
const inside = (path: string): UrlVerdict => ({ kind: 'inside', path });
const outside = (href: string): UrlVerdict => ({ kind: 'outside', href });

describe('judgeUrl: the URL policy', () => {
  it.each<[string, unknown, UrlVerdict]>([
    // Script and document schemes, however they are dressed.
    ['javascript:', 'javascript:alert(1)', refused],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)', refused],
    ['spaces before the scheme', '   javascript:alert(1)', refused],
    ['a tab before the scheme', '\tjavascript:alert(1)', refused],
    ['a newline before the scheme', '\njavascript:alert(1)', refused],
    ['a NUL before the scheme', '\u0000javascript:alert(1)', refused],
    ['a control character before the scheme', '\u0001javascript:alert(1)', refused],
    ['a form feed before the scheme', '\u000cjavascript:alert(1)', refused],
    [
      'DEL before the scheme (not stripped: a harmless path)',
      '\u007fjavascript:alert(1)',
      inside('/m/%7Fjavascript:alert(1)'),
    ],
    ['a tab inside the scheme', 'java\tscript:alert(1)', refused],
    ['a newline inside the scheme', 'java\nscript:alert(1)', refused],
    ['a carriage return inside the scheme', 'jav\r\nascript:alert(1)', refused],
    ['data:', 'data:text/html,<script>alert(1)</script>', refused],
    ['data: base64', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', refused],
    ['vbscript:', 'vbscript:msgbox(1)', refused],
    ['blob: of this origin', 'blob:https://casino.example/0b4c6c1e', refused],
    ['file:', 'file:///etc/passwd', refused],
    ['ftp:', 'ftp://files.example/app.apk', refused],
    ['mailto:', 'mailto:help@casino.example', refused],
    ['empty', '', refused],
    ['only spaces', '   ', refused],
    ['only control characters', '\u0000\u0001', refused],
    ['not a string', 42, refused],
    ['null', null, refused],
    ['malformed host', 'https://exa mple.com/', refused],
    ['malformed port', 'https://casino.example:99999/', refused],
    // Scheme-relative forms resolve to another host: checked as outside URLs.
    ['//host (https page)', '//evil.example/x', outside('https://evil.example/x')],
    ['/\\host', '/\\evil.example/x', outside('https://evil.example/x')],
    ['\\\\host', '\\\\evil.example/x', outside('https://evil.example/x')],
    ['\\/host', '\\/evil.example/x', outside('https://evil.example/x')],
    ['spaces then //host', '  //evil.example/x', outside('https://evil.example/x')],
    ['http:// not allowed', 'http://evil.example/x', refused],
    ['HTTP:// upper case, not allowed', 'HTTP://evil.example/x', refused],
    ['https: without slashes (relative to an https page)', 'https:evil.example', inside('/m/evil.example')],
    // Percent- and entity-encoding keep the scheme from being one: a harmless path of the app.
    ['percent-encoded scheme', '%6Aavascript:alert(1)', inside('/m/%6Aavascript:alert(1)')],
    ['percent-encoded colon', 'javascript%3Aalert(1)', inside('/m/javascript%3Aalert(1)')],
    ['entity-encoded colon (JSON carries it raw)', 'javascript&#58;alert(1)', inside('/m/javascript&#58;alert(1)')],
    ['percent-encoded //host', '/%2F%2Fevil.example/x', refused],
    // Allowed: https elsewhere, paths of the app.
    ['https://', 'https://games.example/play?t=1', outside('https://games.example/play?t=1')],
    ['HTTPS:// upper case', 'HTTPS://Games.Example/play', outside('https://games.example/play')],
    ['https:// with a tab inside', 'ht\ttps://games.example/', outside('https://games.example/')],
    ['https:// with spaces around', '  https://games.example/  ', outside('https://games.example/')],
    ['absolute path of the app', '/m/activity', inside('/m/activity')],
    ['app path with query and hash', '/m/promo?id=3#terms', inside('/m/promo?id=3#terms')],
    ['relative path', 'promo', inside('/m/promo')],
    ['query only', '?page=2', inside('/m/home?page=2')],
    ['the app root', '/m', inside('/m')],
    ['same origin, absolute', 'https://casino.example/m/app', inside('/m/app')],
    ['dot segments back into the app', '/m/x/../activity', inside('/m/activity')],
    // Same origin but not a page of the app.
    ['path outside /m', '/wps/session/logout', refused],
    ['site root', '/', refused],
    ['dot segments out of /m', '/m/../wps/member/info', refused],
    ['encoded dot segments out of /m', '/m/%2e%2e/admin', refused],
    ['a prefix lookalike', '/mall', refused],
  ])('%s', (_, link, expected) => {
    expect(judge(link)).toEqual(expected);
  });

  it('lets http:// leave the site only where the deployment allows it', () => {
    expect(judge('http://games.example/play', true)).toEqual(outside('http://games.example/play'));
    expect(judge('//games.example/play', true)).toEqual(outside('https://games.example/play'));
    expect(judge('javascript:alert(1)', true)).toEqual(refused);
  });

  it('reads the allowance from the runtime config (allowHttpLinks, off by default)', () => {
    const before = getConfig();
    expect(before.allowHttpLinks).toBe(false);
    try {
      expect(judgeUrl('http://games.example/', { base: BASE })).toEqual(refused);
      applyConfigOverrides({ allowHttpLinks: true });
      expect(judgeUrl('http://games.example/', { base: BASE })).toEqual(outside('http://games.example/'));
    } finally {
      applyConfigOverrides({ allowHttpLinks: before.allowHttpLinks });
    }
  });

  it('on an http page a scheme-relative link is plain http: refused', () => {
    expect(judgeUrl('//evil.example/x', { base: 'http://127.0.0.1:4173/m/home', allowHttp: false })).toEqual(refused);
    expect(judgeUrl('/m/home', { base: 'http://127.0.0.1:4173/m/x', allowHttp: false })).toEqual(inside('/m/home'));
  });

  it('images may come from any same-origin path; scripts are refused there too', () => {
    expect(judgeUrl('/icons/app-icon.svg', { base: BASE, use: 'image' })).toEqual(inside('/icons/app-icon.svg'));
    expect(judgeUrl('/icons/app-icon.svg', { base: BASE })).toEqual(refused);
    expect(judgeUrl('javascript:alert(1)', { base: BASE, use: 'image' })).toEqual(refused);
    expect(judgeUrl('data:image/svg+xml,<svg onload=alert(1)>', { base: BASE, use: 'image' })).toEqual(refused);
  });

  it('judges against the current page by default', () => {
    window.history.replaceState(null, '', '/m/home');
    expect(judgeUrl('promo')).toEqual(inside('/m/promo'));
    expect(judgeUrl(`${window.location.origin}/m/app`)).toEqual(inside('/m/app'));
    expect(APP_PATH_PREFIX).toBe('/m/');
  });
});

describe('openPendingTab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cuts the tab from this page at once and sends it only to a URL that passed', () => {
    const tab = { opener: window as Window | null, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const pending = openPendingTab()!;
    expect(tab.opener).toBeNull();
    pending.go({ kind: 'outside', href: 'https://chat.example/' });
    expect(tab.location.replace).toHaveBeenCalledWith('https://chat.example/');
    pending.close();
    expect(tab.close).toHaveBeenCalled();
  });

  it('is null when the browser blocks the tab', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openPendingTab()).toBeNull();
  });
});
