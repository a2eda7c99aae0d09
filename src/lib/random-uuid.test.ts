// @vitest-environment node
import { randomUuid } from './random-uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a new version-4 UUID each time', () => {
    const a = randomUuid();
    expect(a).toMatch(UUID_V4);
    expect(randomUuid()).not.toBe(a);
  });

  it('makes one from random bytes where crypto.randomUUID is missing (a page served over plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const keys = new Set(Array.from({ length: 50 }, randomUuid));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
