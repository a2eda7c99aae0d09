import { clearStorage } from '@/lib/storage';
import { applyQuery, defaultControls, loadControls } from './controls';
import { createMockHandle } from './handle';

const backend = () => ({ controlsChanged: vi.fn(), reset: vi.fn() });

describe('mock controls kept for the browser session', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are kept in the session area and read back', () => {
    const handle = createMockHandle(
      applyQuery(defaultControls(), '?mock.latency=0&mock.fail=login').controls,
      backend(),
    );
    handle.set({ offline: true });
    expect(loadControls()).toMatchObject({ latency: 0, fail: ['login'], offline: true });
  });

  it('outlive a logout, which empties the rest of the session area', () => {
    loadControls();
    createMockHandle(defaultControls(), backend()).set({ latency: 0, captchaAfter: 5 });
    sessionStorage.setItem('MC_FORM_DRAFTS', '{}');
    clearStorage('session');
    expect(sessionStorage.getItem('MC_FORM_DRAFTS')).toBeNull();
    expect(loadControls()).toMatchObject({ latency: 0, captchaAfter: 5 });
  });

  it('live in memory when storage is full: the handle starts and changes without throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Setting the value exceeded the quota.', 'QuotaExceededError');
    });
    const link = backend();
    const handle = createMockHandle(defaultControls(), link);
    handle.set({ maintenance: true });
    expect(handle.controls.maintenance).toBe(true);
    expect(link.controlsChanged).toHaveBeenCalledWith(expect.objectContaining({ maintenance: true }));
  });

  it.each([{ slow: null }, { hostile: 'yes' }, { fail: 'login' }, { flags: { hot: 1 } }])(
    'fall back to the defaults when the kept copy holds a field of another kind: %o',
    (field) => {
      sessionStorage.setItem('MOCK_CONTROLS', JSON.stringify({ ...defaultControls(), latency: 0, ...field }));
      expect(loadControls()).toEqual(defaultControls());
    },
  );

  it('fall back to the defaults when storage is blocked', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(loadControls()).toEqual(defaultControls());
    const handle = createMockHandle(defaultControls(), backend());
    expect(() => handle.set({ latency: 5 })).not.toThrow();
  });
});
