// @vitest-environment node
import { nextPageNo } from './paging';

describe('nextPageNo', () => {
  it('asks for the following page until the last one', () => {
    expect(nextPageNo({ pageNum: 1, totalPages: 3 })).toBe(2);
    expect(nextPageNo({ pageNum: 3, totalPages: 3 })).toBeUndefined();
    expect(nextPageNo({ pageNum: 1, totalPages: 1 })).toBeUndefined();
  });
});
