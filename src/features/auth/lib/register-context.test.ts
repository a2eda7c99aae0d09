import { detectPlatform } from '@/lib/platform';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { affiliateFromLink, referralOfTab, registerMethod, rememberReferral } from './register-context';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

describe('registerMethod', () => {
  it('is H5 in a browser tab, WEBCLIP on an iOS home screen, PWA for an installed app elsewhere', () => {
    expect(registerMethod(detectPlatform(IPHONE, false))).toBe('H5');
    expect(registerMethod(detectPlatform(ANDROID, false))).toBe('H5');
    expect(registerMethod(detectPlatform(IPHONE, true))).toBe('WEBCLIP');
    expect(registerMethod(detectPlatform(ANDROID, true))).toBe('PWA');
  });

  it('is never APP, which belongs to the native shells (docs/decisions/auth.md)', () => {
    for (const agent of [IPHONE, ANDROID, 'Mozilla/5.0 (Windows NT 10.0) Chrome/120']) {
      for (const standalone of [false, true]) expect(registerMethod(detectPlatform(agent, standalone))).not.toBe('APP');
    }
  });
});

describe('affiliateFromLink', () => {
  it('reads affiliateCode, code or a from the link', () => {
    expect(affiliateFromLink('?affiliateCode=LUCKY88')).toBe('LUCKY88');
    expect(affiliateFromLink('?code=%20AGENT01%20')).toBe('AGENT01');
    expect(affiliateFromLink('?a=VIPCLUB&lang=en')).toBe('VIPCLUB');
    expect(affiliateFromLink('?lang=en')).toBeNull();
  });
});

describe('referralOfTab', () => {
  beforeEach(() => sessionStorage.clear());

  it('is the link’s referral, else the one a referral link left in the tab', () => {
    expect(referralOfTab('?affiliateCode=LUCKY88&lang=en')).toEqual({ affiliateCode: 'LUCKY88' });
    expect(referralOfTab('')).toEqual({});
    rememberReferral('?affiliateCode=LUCKY88&lang=en');
    expect(referralOfTab('')).toEqual({ affiliateCode: 'LUCKY88' });
    expect(referralOfTab('?lang=vi')).toEqual({ affiliateCode: 'LUCKY88' });
    expect(referralOfTab('?a=VIPCLUB')).toEqual({ affiliateCode: 'VIPCLUB' });
  });

  it('lets a link with another referral replace the one kept, and a link without one keep it', () => {
    rememberReferral('?a=VIPCLUB');
    rememberReferral('?recommenderId=demo01');
    rememberReferral('?lang=en');
    expect(referralOfTab('')).toEqual({ recommenderId: 'demo01' });
  });

  it('drops a stored value of another shape', () => {
    sessionStorage.setItem(STORAGE_KEYS.referral, '{"affiliateCode":42}');
    expect(referralOfTab('')).toEqual({});
    expect(sessionStorage.getItem(STORAGE_KEYS.referral)).toBeNull();
  });
});
