// @vitest-environment node
import type { DownloadLink } from '@/api/types/site';
import { detectPlatform } from '@/lib/platform';
import { downloadBarDecision, needsIosTip, type DownloadContext } from './download-rules';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0 Mobile/15E148 Safari/604.1',
  iphone12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphone12_4:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iphone11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_3 like Mac OS X) AppleWebKit/604.1.38 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  iphone10:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E277 Safari/602.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

const ALL: DownloadLink[] = [
  { resourceType: 'IOS', url: 'https://x/ios.ipa' },
  { resourceType: 'Android', url: ' https://x/a.apk ' },
  { resourceType: 'MOBILECONFIG', url: 'https://x/p.mobileconfig' },
];
const ANDROID_ONLY = ALL.filter((r) => r.resourceType === 'Android');
const PROFILE_ONLY = ALL.filter((r) => r.resourceType === 'MOBILECONFIG');

function context(
  ua: string,
  options: { resources?: DownloadLink[]; closed?: boolean; webclip?: boolean; standalone?: boolean } = {},
): DownloadContext {
  return {
    platform: detectPlatform(ua, options.standalone ?? false),
    userAgent: ua,
    resources: options.resources ?? ALL,
    closed: options.closed ?? false,
    webclip: options.webclip ?? false,
  };
}

describe('download bar rules', () => {
  it.each([
    ['closed before (hideDownloadBar=1)', context(UA.android, { closed: true }), { show: false, reason: 'closed' }],
    [
      'running as an installed web app',
      context(UA.iphoneSafari, { standalone: true }),
      { show: false, reason: 'installedWebApp' },
    ],
    ['inside the native app (Android WebView)', context(UA.androidWebView), { show: false, reason: 'nativeApp' }],
    [
      'a home-screen shortcut without an iOS app link',
      context(UA.iphoneSafari, { webclip: true, resources: PROFILE_ONLY }),
      { show: false, reason: 'shortcutWithoutIosApp' },
    ],
    ['iOS too old', context(UA.iphone10), { show: false, reason: 'iosUnsupported' }],
    [
      'iOS Chrome without any link',
      context(UA.iphoneChrome, { resources: [] }),
      { show: false, reason: 'iosUnsupported' },
    ],
    [
      'Android without an Android link',
      context(UA.android, { resources: PROFILE_ONLY }),
      { show: false, reason: 'noSuitableLink' },
    ],
    [
      'desktop without an Android link',
      context(UA.desktop, { resources: [] }),
      { show: false, reason: 'noSuitableLink' },
    ],
  ])('hides the bar: %s', (_, ctx, expected) => {
    expect(downloadBarDecision(ctx)).toEqual(expected);
  });

  it.each([
    ['Android phone: opens the link directly', context(UA.android), { kind: 'openLink', url: 'https://x/a.apk' }],
    [
      'desktop: the Android popup',
      context(UA.desktop, { resources: ANDROID_ONLY }),
      { kind: 'androidPopup', url: 'https://x/a.apk' },
    ],
    [
      'iOS Safari: profile, iOS app and home-screen guide',
      context(UA.iphoneSafari),
      { kind: 'iosPopup', options: ['profile', 'iosApp', 'homeScreen'] },
    ],
    [
      'iOS Chrome: no home-screen guide',
      context(UA.iphoneChrome),
      { kind: 'iosPopup', options: ['profile', 'iosApp'] },
    ],
    [
      'iOS shortcut with an iOS app link: only the app',
      context(UA.iphoneSafari, { webclip: true }),
      { kind: 'iosPopup', options: ['iosApp'] },
    ],
    [
      'iOS Safari with no links: the home-screen guide',
      context(UA.iphoneSafari, { resources: [] }),
      { kind: 'iosPopup', options: ['homeScreen'] },
    ],
  ])('shows the bar: %s', (_, ctx, action) => {
    expect(downloadBarDecision(ctx)).toEqual({ show: true, action });
  });
});

describe('install guide tip', () => {
  it.each([
    [UA.iphone11, true],
    [UA.iphone12_1, true],
    [UA.iphone12_4, false],
    [UA.iphoneSafari, false],
    [UA.android, false],
  ])('%s → %s', (ua, expected) => {
    expect(needsIosTip(detectPlatform(ua, false))).toBe(expected);
  });
});
