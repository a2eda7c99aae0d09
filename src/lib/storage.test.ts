import { hasFields, isNonEmptyString, isString } from './guards';
import {
  clearStorage,
  keepThroughClear,
  onChangeInOtherTab,
  readJson,
  readString,
  writeJson,
  writeString,
} from './storage';

const isPoint = hasFields({ x: isString });
const isYes = (value: string): value is 'yes' => value === 'yes';

/** Blocked cookies: merely reading `window.localStorage` / `window.sessionStorage` throws. */
function blockStorage(): () => void {
  const own = ['localStorage', 'sessionStorage'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const,
  );
  for (const [name] of own) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(
          `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
          'SecurityError',
        );
      },
    });
  }
  return () => {
    for (const [name, descriptor] of own) {
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else delete (window as unknown as Record<string, unknown>)[name];
    }
  };
}

describe('storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back what it wrote, in either area', () => {
    writeJson('k', { x: 'a' });
    writeString('s', 'yes', 'session');
    expect(readJson('k', isPoint)).toEqual({ x: 'a' });
    expect(readString('s', isYes, 'session')).toBe('yes');
    expect(localStorage.getItem('s')).toBeNull();
    writeJson('k', null);
    writeString('s', null, 'session');
    expect(localStorage.getItem('k')).toBeNull();
    expect(sessionStorage.getItem('s')).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"x":"a'],
    ['another shape', '{"x":1}'],
    ['an array', '[]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('discards %s: reads null and removes the key', (_, raw) => {
    localStorage.setItem('k', raw);
    expect(readJson('k', isPoint)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('discards a string its guard refuses, and keeps one it accepts', () => {
    sessionStorage.setItem('s', 'maybe');
    expect(readString('s', isYes, 'session')).toBeNull();
    expect(sessionStorage.getItem('s')).toBeNull();
    localStorage.setItem('name', 'trial1');
    expect(readString('name', isNonEmptyString)).toBe('trial1');
    expect(localStorage.getItem('name')).toBe('trial1');
  });

  it('never throws when reading the storage areas themselves throws (blocked cookies)', () => {
    localStorage.setItem('k', '{"x":"a"}');
    const unblock = blockStorage();
    try {
      expect(() => window.localStorage).toThrow(DOMException);
      expect(readJson('k', isPoint)).toBeNull();
      expect(readString('k', isString, 'session')).toBeNull();
      expect(() => writeJson('k', { x: 'b' })).not.toThrow();
      expect(() => writeString('k', null, 'session')).not.toThrow();
      expect(() => clearStorage('session')).not.toThrow();
      const listener = vi.fn();
      expect(() => onChangeInOtherTab('k', listener)()).not.toThrow();
    } finally {
      unblock();
    }
    expect(localStorage.getItem('k')).toBe('{"x":"a"}');
  });

  it('never throws when storage is full, and keeps the old value', () => {
    writeJson('k', { x: 'a' });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Setting the value exceeded the quota.', 'QuotaExceededError');
    });
    expect(() => writeJson('k', { x: 'b' })).not.toThrow();
    expect(() => writeString('t', 'yes', 'session')).not.toThrow();
    expect(readJson('k', isPoint)).toEqual({ x: 'a' });
  });

  it('empties an area', () => {
    sessionStorage.setItem('a', '1');
    localStorage.setItem('b', '1');
    clearStorage('session');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('b')).toBe('1');
  });

  it('empties an area but for the keys kept through a clear', () => {
    keepThroughClear('kept');
    sessionStorage.setItem('kept', '1');
    sessionStorage.setItem('a', '1');
    sessionStorage.setItem('b', '1');
    clearStorage('session');
    expect(Object.keys(sessionStorage)).toEqual(['kept']);
  });

  it("tells of another tab's change to one key of local storage, or of its clearing, until unsubscribed", () => {
    const listener = vi.fn();
    const stop = onChangeInOtherTab('k', listener);
    const fire = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));
    fire({ key: 'other', storageArea: localStorage });
    fire({ key: 'k', storageArea: sessionStorage });
    expect(listener).not.toHaveBeenCalled();
    fire({ key: 'k', storageArea: localStorage, newValue: '1' });
    fire({ key: null, storageArea: localStorage });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    fire({ key: 'k', storageArea: localStorage });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
