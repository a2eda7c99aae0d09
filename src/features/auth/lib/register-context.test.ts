import { detectPlatform } from '@/lib/platform';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { affiliateFromLink, referralOfTab, registerMethod } from './register-context';

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

  it('keeps the link’s referral for the tab, so a register page without it still has it', () => {
    expect(referralOfTab('?affiliateCode=LUCKY88&lang=en')).toEqual({ affiliateCode: 'LUCKY88' });
    expect(referralOfTab('')).toEqual({ affiliateCode: 'LUCKY88' });
    expect(referralOfTab('?lang=vi')).toEqual({ affiliateCode: 'LUCKY88' });
  });

  it('lets a link with another referral replace the one kept', () => {
    referralOfTab('?a=VIPCLUB');
    expect(referralOfTab('?recommenderId=demo01')).toEqual({ recommenderId: 'demo01' });
    expect(referralOfTab('')).toEqual({ recommenderId: 'demo01' });
  });

  it('is none in a tab that never had one, and a stored value of another shape is dropped', () => {
    expect(referralOfTab('')).toEqual({});
    sessionStorage.setItem(STORAGE_KEYS.referral, '{"affiliateCode":42}');
    expect(referralOfTab('')).toEqual({});
    expect(sessionStorage.getItem(STORAGE_KEYS.referral)).toBeNull();
  });
});
