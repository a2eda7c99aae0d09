import { installNetworkSwitch } from './offline';

/** The browser's own answer, as a phone gives it, before the switch takes navigator.onLine over. */
function browserSays(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

describe('installNetworkSwitch', () => {
  const fetchBefore = window.fetch;
  afterEach(() => {
    window.fetch = fetchBefore;
  });

  it('announces "online" when the browser said offline: the demo needs no network', () => {
    browserSays(false);
    const events: string[] = [];
    const record = (event: Event) => events.push(event.type);
    window.addEventListener('online', record);
    installNetworkSwitch(false);
    window.removeEventListener('online', record);
    expect(events).toEqual(['online']);
    expect(navigator.onLine).toBe(true);
  });

  it('announces nothing when the browser already agreed', () => {
    browserSays(true);
    const record = vi.fn();
    window.addEventListener('online', record);
    window.addEventListener('offline', record);
    installNetworkSwitch(false);
    window.removeEventListener('online', record);
    window.removeEventListener('offline', record);
    expect(record).not.toHaveBeenCalled();
  });
});
