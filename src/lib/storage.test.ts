import { openStorage, readJson, writeJson } from './storage';

describe('Web Storage helpers', () => {
  it('read and write JSON, and read null for a corrupt value', () => {
    writeJson('k', { a: 1 });
    expect(readJson('k')).toEqual({ a: 1 });
    localStorage.setItem('k', '{oops');
    expect(readJson('k')).toBeNull();
    writeJson('k', null);
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('openStorage touches the area, and never throws when storage is unavailable', () => {
    const length = vi.fn(() => 0);
    const area = Object.defineProperty({}, 'length', { get: length }) as Storage;
    openStorage(() => area);
    expect(length).toHaveBeenCalledTimes(1);
    expect(() =>
      openStorage(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
    ).not.toThrow();
  });
});
