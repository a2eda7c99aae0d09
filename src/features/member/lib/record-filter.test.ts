// @vitest-environment node
import { filterFromQuery } from './record-filter';

describe('filterFromQuery', () => {
  it('reads a known type or A', () => {
    expect(filterFromQuery('A')).toBe('A');
    expect(filterFromQuery('d')).toBe('D');
    expect(filterFromQuery('W')).toBe('W');
  });

  it('falls back to all for a missing, unknown or multi-type value', () => {
    expect(filterFromQuery(null)).toBe('A');
    expect(filterFromQuery('X')).toBe('A');
    expect(filterFromQuery('D,W')).toBe('A');
  });
});
