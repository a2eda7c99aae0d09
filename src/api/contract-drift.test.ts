import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { Drift } from './contract-drift';

/** The module as a freshly loaded page sees it (a reload of the tab). */
const freshModule = async () => {
  vi.resetModules();
  return import('./contract-drift');
};

const pageNum: Drift = { call: 'gameList', path: 'pageNum', expected: 'number', got: '"drift"' };
const captcha: Drift = { call: 'captcha', path: '', expected: 'string', got: '404' };

describe('contract drift kept for the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('survives a reload: the report lists it, and the call is not reported again', async () => {
    const before = await freshModule();
    expect(before.recordDrift('gameList', [pageNum])).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.contractDrift)).toBeNull();

    const after = await freshModule();
    expect(after.useContractDrift.getState().drifts).toEqual([pageNum]);
    expect(after.driftReported('gameList')).toBe(true);
    expect(after.recordDrift('gameList', [{ ...pageNum, path: 'games' }])).toBe(false);
    expect(after.recordDrift('captcha', [captcha])).toBe(true);
    expect((await freshModule()).useContractDrift.getState().drifts).toEqual([pageNum, captcha]);
  });

  it('is forgotten by a reset, in storage too', async () => {
    const drift = await freshModule();
    drift.recordDrift('gameList', [pageNum]);
    drift.resetContractDrift();
    expect(sessionStorage.getItem(STORAGE_KEYS.contractDrift)).toBeNull();
    expect((await freshModule()).useContractDrift.getState().drifts).toEqual([]);
  });

  it.each(['{bad', '{}', '42', '[{"call":"gameList"}]', '[{"call":1,"path":"","expected":"","got":""}]'])(
    'discards a stored value of another shape %s',
    async (raw) => {
      sessionStorage.setItem(STORAGE_KEYS.contractDrift, raw);
      const drift = await freshModule();
      expect(drift.useContractDrift.getState().drifts).toEqual([]);
      expect(drift.driftReported('gameList')).toBe(false);
      expect(sessionStorage.getItem(STORAGE_KEYS.contractDrift)).toBeNull();
      expect(drift.recordDrift('gameList', [pageNum])).toBe(true);
    },
  );

  it('keeps working from memory when session storage throws', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const drift = await freshModule();
      expect(drift.useContractDrift.getState().drifts).toEqual([]);
      expect(drift.recordDrift('gameList', [pageNum])).toBe(true);
      expect(drift.useContractDrift.getState().drifts).toEqual([pageNum]);
      expect(drift.recordDrift('gameList', [pageNum])).toBe(false);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
