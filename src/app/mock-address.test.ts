import { takeMockQuery } from './mock-address';

describe('mock controls in the address', () => {
  it('leave the address once taken, with the rest of the query and the hash, and no new history entry', () => {
    window.history.replaceState(null, '', '/m/member/home?mock.expire=1&lang=en&mock.fail=gameList#top');
    const entries = window.history.length;
    expect(takeMockQuery()).toBe('?mock.expire=1&lang=en&mock.fail=gameList');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/m/member/home?lang=en#top');
    expect(window.history.length).toBe(entries);
  });

  it('leave an address without them as it is', () => {
    window.history.replaceState(null, '', '/m/rng?type=fav');
    expect(takeMockQuery()).toBe('?type=fav');
    expect(window.location.pathname + window.location.search).toBe('/m/rng?type=fav');
  });
});
