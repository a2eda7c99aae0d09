import { STORAGE_KEYS } from '@/lib/storage-keys';
import { BOOT_SCRIPT, FRAME_IN_OTHER_LANGUAGE } from './boot-script';

/** The boot script run in a page prerendered in Chinese (TY), at `search`, with `remembered` as the stored choice. */
function boot(search: string, remembered?: string): boolean {
  document.documentElement.lang = 'zh-CN';
  document.documentElement.removeAttribute(FRAME_IN_OTHER_LANGUAGE);
  window.history.replaceState(null, '', `/m/home${search}`);
  localStorage.clear();
  if (remembered) localStorage.setItem(STORAGE_KEYS.language, remembered);
  new Function(BOOT_SCRIPT)();
  return document.documentElement.hasAttribute(FRAME_IN_OTHER_LANGUAGE);
}

describe('boot script: the prerendered frame’s words', () => {
  it('wait for the app when the visitor chose another language than the page’s', () => {
    expect(boot('', 'EN')).toBe(true);
    expect(boot('?lang=vi', 'TY')).toBe(true); // the link's choice wins, as in the app
  });

  it('show at once in the page’s language, or when nothing (or nothing readable) was chosen', () => {
    expect(boot('', 'TY')).toBe(false);
    expect(boot('?lang=ty', 'EN')).toBe(false);
    expect(boot('')).toBe(false);
    expect(boot('', 'klingon')).toBe(false);
  });

  it('runs on where storage throws (cookies blocked): the frame keeps its words, the token still leaves the address', () => {
    const read = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    onTestFinished(() => read.mockRestore());
    expect(boot('?token=abc')).toBe(false);
    expect(window.location.search).toBe('');
    expect(window.__linkToken).toBe('abc');
    delete window.__linkToken;
  });
});
