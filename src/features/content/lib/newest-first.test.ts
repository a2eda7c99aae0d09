// @vitest-environment node
import { newestFirst } from './newest-first';

describe('announcements newest first', () => {
  it('orders by start date, whatever its format, an unreadable date last', () => {
    const list = [
      { id: 'a', startDate: '2026-10-06 09:00:00' },
      { id: 'b', startDate: 'soon' },
      { id: 'c', startDate: '2026-11-14T00:00:00.000Z' },
      { id: 'd', startDate: '2026-10-31T00:00:00.000Z' },
    ];
    expect(newestFirst(list).map((a) => a.id)).toEqual(['c', 'd', 'a', 'b']);
  });
});
